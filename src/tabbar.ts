// The tab bar (spec §2), in one place for the build-time app config (app.config.ts, evaluated by
// Taro's config loader) and the H5 tab bar drawn by the app (components/TabBar). Keep this file
// free of runtime imports: the config loader bundles it with esbuild in Node.
//
// Tab modes: the default reading has Home, Exchange, Cart, Me; the other reading
// (TAB_MODE=discover at build time) has Category and Discover in place of Exchange.
import type { TKey } from './i18n'

export type TabMode = 'exchange' | 'discover'
export type TabKey = 'home' | 'pledge' | 'category' | 'find' | 'cart' | 'user'

export interface TabDef {
  key: TabKey
  /** page path without the leading slash, as in app.config pages */
  pagePath: string
  /** Chinese label: the build's native tab bar text (weapp) */
  text: string
  /** i18n key of the label (runtime language) */
  label: TKey
  /** icon file name in assets/tabbar/ (`<icon>.png`, `<icon>-active.png`) */
  icon: string
}

export const TAB_DEFS: Record<TabKey, TabDef> = {
  home: { key: 'home', pagePath: 'pages/index', text: '首页', label: 'tab.home', icon: 'home' },
  pledge: { key: 'pledge', pagePath: 'pages/pledge', text: '兑换', label: 'tab.exchange', icon: 'exchange' },
  // discover mode — these pages arrive in later issues
  category: { key: 'category', pagePath: 'pages/category', text: '分类', label: 'tab.category', icon: 'category' },
  find: { key: 'find', pagePath: 'pages/find', text: '发现', label: 'tab.discover', icon: 'find' },
  cart: { key: 'cart', pagePath: 'pages/cart', text: '购物车', label: 'tab.cart', icon: 'cart' },
  user: { key: 'user', pagePath: 'pages/user', text: '我的', label: 'tab.me', icon: 'user' }
}

export const TAB_LISTS: Record<TabMode, TabDef[]> = {
  exchange: [TAB_DEFS.home, TAB_DEFS.pledge, TAB_DEFS.cart, TAB_DEFS.user],
  discover: [TAB_DEFS.home, TAB_DEFS.category, TAB_DEFS.find, TAB_DEFS.cart, TAB_DEFS.user]
}

/** The tabs of a build's tab mode (anything but 'discover' is the default reading). */
export function tabsFor (mode: string | undefined): TabDef[] {
  return mode === 'discover' ? TAB_LISTS.discover : TAB_LISTS.exchange
}

/** Tab-bar colours (spec §2). */
export const TAB_STYLE = {
  color: '#666666',
  selectedColor: '#07c160',
  backgroundColor: '#ffffff',
  borderStyle: 'white' as const
}
