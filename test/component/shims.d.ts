// Untyped modules the jest setup (test/setup-taro.ts, test/taro-h5.ts) imports: @types/react-dom is
// not a dependency, and Taro's framework runtime ships no declarations. Shorthand declarations
// (type any) are enough there; nothing in src/ imports either module.
declare module 'react-dom'
declare module '@tarojs/plugin-framework-react/dist/runtime'
