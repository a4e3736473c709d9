import Taro from '@tarojs/taro'

// Labels of the native tab bar. weapp has WeChat's tab bar, whose texts come from app.config
// (Chinese) and are changed with Taro.setTabBarItem. H5 has no native tab bar: the app draws its
// own (components/TabBar, tabBar.custom on H5), which reads t() and follows the language by itself.
// weapp: WeChat's native tab bar.

/** Sets the text of tab `index`; resolves even where there is no tab bar. */
export function setNativeTabText (index: number, text: string): void {
  try {
    const p = Taro.setTabBarItem({ index, text }) as unknown
    // Taro rejects where there is no tab bar (non-tab page)
    if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => undefined)
  } catch { /* no tab bar */ }
}

/** Sets (text) or removes ('') the red badge of tab `index`; quiet where there is no tab bar. */
export function setNativeTabBadge (index: number, text: string): void {
  try {
    const p = (text ? Taro.setTabBarBadge({ index, text }) : Taro.removeTabBarBadge({ index })) as unknown
    if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => undefined)
  } catch { /* no tab bar */ }
}
