// Kept in its own file: jest serialises transformer options to workers and would drop customName.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript'
  ],
  plugins: [
    ['import', { libraryName: '@nutui/nutui-react-taro', camel2DashComponentName: false, style: false,
      customName: (n) => `@nutui/nutui-react-taro/dist/cjs/packages/${n.toLowerCase()}` }, 'nutui-react-taro']
  ]
}
