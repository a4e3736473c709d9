import Taro from '@tarojs/taro'
import type { NavInsets } from './insets'

let cached: NavInsets | null = null

// weapp: leave room for the status bar and the capsule menu button drawn over custom bars.
export function getNavInsets (): NavInsets {
  if (cached) return cached
  try {
    const win = Taro.getWindowInfo ? Taro.getWindowInfo() : Taro.getSystemInfoSync()
    const statusBar = win.statusBarHeight || 20
    const menu = Taro.getMenuButtonBoundingClientRect()
    const barHeight = menu && menu.height ? (menu.top - statusBar) * 2 + menu.height : 44
    const capsuleRight = menu && menu.left ? win.windowWidth - menu.left + 8 : 96
    cached = { statusBar, barHeight, capsuleRight }
  } catch {
    cached = { statusBar: 20, barHeight: 44, capsuleRight: 96 }
  }
  return cached
}

export type { NavInsets }
