// H5 only: @tarojs/router statically imports Taro's Stencil-built <taro-tabbar> (about 40 KB gzip of
// Stencil runtime). The app draws its own H5 tab bar (tabBar.custom on H5), so the router never
// calls this; the stub keeps Stencil out of the initial bundle.
export function defineCustomElementTaroTabbar () {}
