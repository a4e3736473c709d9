// H5 only, in place of @tarojs/taro-h5's api/ui/tab-bar.js (config/index.ts). Taro's tab-bar APIs
// (Taro.showTabBar, setTabBarBadge…) work by sending events to Taro's own tab bar, which the H5 app
// does not draw: it draws its own (tabBar.custom on H5, components/TabBar), and Taro's router leaves
// its bar out (shims/no-stencil-tabbar.js). With no one listening, Taro's versions return promises
// that never settle; these settle at once, as a call with nothing to change. The module was 1 KB
// gzip of the JavaScript a visit waits for before Home (issue 20's 120 KB); the mini program keeps
// its native tab bar and Taro's APIs.

function done (name, options) {
  const res = { errMsg: `${name}:ok` }
  if (options && typeof options.success === 'function') options.success(res)
  if (options && typeof options.complete === 'function') options.complete(res)
  return Promise.resolve(res)
}

/** Taro's router calls it with the app config; there is no Taro tab bar to configure. */
export function initTabBarApis () {}
export const showTabBar = (options) => done('showTabBar', options)
export const hideTabBar = (options) => done('hideTabBar', options)
export const setTabBarStyle = (options) => done('setTabBarStyle', options)
export const setTabBarItem = (options) => done('setTabBarItem', options)
export const setTabBarBadge = (options) => done('setTabBarBadge', options)
export const removeTabBarBadge = (options) => done('removeTabBarBadge', options)
export const showTabBarRedDot = (options) => done('showTabBarRedDot', options)
export const hideTabBarRedDot = (options) => done('hideTabBarRedDot', options)
