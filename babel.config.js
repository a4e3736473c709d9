// Taro's preset plus what ethers (ES2022 #private) and NutUI (per-component CSS) need.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
  plugins: [
    ['@babel/plugin-transform-private-methods', { loose: false }],
    ['@babel/plugin-transform-private-property-in-object', { loose: false }],
    ['import', {
      libraryName: '@nutui/nutui-react-taro',
      camel2DashComponentName: false,
      customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
      style: 'css'
    }, 'nutui-react-taro']
  ]
}
