// H5 only: Taro's request module imports fetch/AbortController polyfills for old browsers. Every
// browser our ES-module build targets (browserslist: fully supports es6-module) has both natively.
export {}
