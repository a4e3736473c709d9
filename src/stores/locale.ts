import Taro from '@tarojs/taro'
import { makeAutoObservable } from '@/lib/state'
import { appEnv } from '../env'
import { currentLang, setCurrentLang, t, type Lang, type TKey } from '../i18n'
import { storage } from '../lib/storage'
import { setNativeTabText } from '../platform/tabbar'
import { TAB_LISTS } from '../tabbar'

// The language (spec §1: Chinese by default, choice kept in local storage). The observable lives
// in i18n/index.ts so t() can read it without importing stores; this store is its only writer.
// Titles of the native tab bar (weapp) and navigation bar are set at runtime when the language is
// not Chinese (app.config.ts carries the Chinese labels). The H5 tab bar is drawn by the app and
// reads t() itself (components/TabBar).

/** Tab labels in tab order, per build-time tab mode (src/tabbar.ts). */
export const TAB_LABELS: Record<'exchange' | 'discover', TKey[]> = {
  exchange: TAB_LISTS.exchange.map((tab) => tab.label),
  discover: TAB_LISTS.discover.map((tab) => tab.label)
}

/** Navigation titles of the tab pages, by route. Other pages set their own title. */
export const NAV_TITLES: Record<string, TKey> = {
  'pages/index': 'nav.home',
  'pages/pledge': 'nav.exchange',
  'pages/cart': 'nav.cart',
  'pages/user': 'nav.me',
  'pages/category': 'nav.category',
  'pages/find': 'nav.discover'
}

function quiet (p: unknown): void {
  // Taro returns a promise that rejects where there is no tab bar (non-tab page, H5 without one)
  if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => undefined)
}

function currentRoute (): string {
  try {
    const path = Taro.getCurrentInstance().router?.path ?? ''
    return path.replace(/^\//, '').split('?')[0].replace(/\/index$/, '')
  } catch {
    return ''
  }
}

export class LocaleStore {
  constructor () {
    makeAutoObservable(this)
  }

  get lang (): Lang {
    return currentLang()
  }

  /** Accept-Language header value */
  get header (): 'zh-CN' | 'en' {
    return this.lang === 'en' ? 'en' : 'zh-CN'
  }

  get tabs (): TKey[] {
    return TAB_LABELS[appEnv.TAB_MODE] ?? TAB_LABELS.exchange
  }

  /** Start-up: the stored choice. */
  restore (): void {
    const stored = storage.get('lang')
    if (stored === 'zh' || stored === 'en') setCurrentLang(stored)
  }

  setLang (lang: Lang): void {
    setCurrentLang(lang)
    storage.set('lang', lang)
    // switching back to Chinese must also overwrite the English labels set before
    this.applyNativeLabels(true)
  }

  /**
   * Sets the tab-bar item texts and the current tab page's navigation title in the current
   * language. Skipped in Chinese unless forced: the build's own labels are Chinese.
   */
  applyNativeLabels (force = false): void {
    if (this.lang === 'zh' && !force) return
    this.tabs.forEach((key, index) => setNativeTabText(index, t(key)))
    const title = NAV_TITLES[currentRoute()]
    if (title) {
      try { quiet(Taro.setNavigationBarTitle({ title: t(title) })) } catch { /* no navigation bar */ }
    }
  }
}
