// H5 only: replaces @tarojs/router's style.js (and, with router-navigation-bar.js, navigationBar.js),
// which keep the router's CSS and the navigation bar's three SVG icons as strings in JavaScript:
// 3.5 KB gzip of the script that runs before Home renders. The same rules are in router-style.css,
// extracted with the app's CSS. Each function here sets on <html> the flag class its rules are keyed
// on; flags are only ever added, as Taro's <style> tags only ever accumulated.
import './router-style.css'

const flag = (name) => document.documentElement.classList.add(name)

export function addStyle (css) {
  if (!css) return
  const style = document.createElement('style')
  style.innerHTML = css
  document.head.appendChild(style)
}

export function loadAnimateStyle (ms = 300) {
  flag('taro-router-animate')
  document.documentElement.style.setProperty('--taro-router-duration', `${ms}ms`)
}

export function loadRouterStyle (enableTabBar, enableWindowScroll, enhanceAnimation) {
  flag('taro-router')
  if (enableTabBar) flag('taro-router-tabbar')
  if (!enableWindowScroll) flag('taro-router-no-window-scroll')
  flag(enhanceAnimation ? 'taro-router-enhance' : 'taro-router-plain')
}

// its rules are static (router-style.css)
export function loadNavigationBarStyle () {}
