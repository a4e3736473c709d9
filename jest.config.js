// Unit and component tests: the H5 runtime in jsdom (reference/taro-toolchain.md §5, nutui-taro.md §6).
module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/', customExportConditions: ['node', 'node-addons'] },
  testMatch: ['<rootDir>/test/unit/**/*.test.{ts,tsx}', '<rootDir>/test/component/**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/test/env.js'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-taro.ts', '<rootDir>/test/console-guard.ts'],
  transform: {
    '^.+\\.(mjs|js|jsx|ts|tsx)$': ['babel-jest', { configFile: require.resolve('./test/babel.jest.config.js'), babelrc: false }]
  },
  transformIgnorePatterns: ['<rootDir>/node_modules/(?!(@tarojs|@stencil|swiper|ssr-window|dom7|lodash-es|query-string|decode-uri-component|split-on-first|filter-obj)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: {
    '^@tarojs/taro$': '<rootDir>/test/taro-h5.ts',
    '^@tarojs/components$': '@tarojs/components/lib/react',
    '^@nutui/nutui-react-taro/dist/es/(.*)$': '@nutui/nutui-react-taro/dist/cjs/$1',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|scss|sass|less|styl)$': '<rootDir>/test/__mocks__/styleMock.js'
  },
  globals: {
    ENABLE_INNER_HTML: true, ENABLE_ADJACENT_HTML: true, ENABLE_SIZE_APIS: true, DEPRECATED_ADAPTER_COMPONENT: false,
    ENABLE_TEMPLATE_CONTENT: true, ENABLE_MUTATION_OBSERVER: true, ENABLE_CLONE_NODE: true, ENABLE_CONTAINS: true,
    __TARO_FRAMEWORK__: 'react',
    __APP_ENV__: { API_BASE: 'http://127.0.0.1:3999', SOCKET_URL: '/ws', CHAIN_ID: 97, TAB_MODE: 'exchange', APP_VERSION: '1.1.24', APP_VERSION_CODE: 1124, MAP_PROVIDER: '', MAP_KEY: '', MAP_PICKER_URL: '' }
  }
}
