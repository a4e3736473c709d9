// H5 only: replaces @tarojs/router's navigationBar.js. The same elements, classes and id (the router's
// navigation-bar.js finds them by these), without the icons' SVG markup: router-style.css draws the
// home, back and loading icons from files (src/assets/navbar, Taro's own SVGs).
import { loadNavigationBarStyle } from './router-style.js'

function div (className, parent) {
  const el = document.createElement('div')
  el.className = className
  if (parent) parent.appendChild(el)
  return el
}

export function initNavigationBar (config, container) {
  if (config.router.mode === 'multi') return
  const bar = div('taro-navigation-bar-no-icon')
  div('taro-navigation-bar-home', bar)
  div('taro-navigation-bar-back', bar)
  const titleWrap = div('taro-navigation-bar-title-wrap', bar)
  div('taro-navigation-bar-loading', titleWrap)
  div('taro-navigation-bar-title', titleWrap)
  bar.id = 'taro-navigation-bar'
  container.insertBefore(bar, container.firstChild)
  loadNavigationBarStyle()
}
