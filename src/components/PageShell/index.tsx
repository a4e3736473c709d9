import { type PropsWithChildren, useEffect } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import { appEnv } from '@/env'
import { badge } from '@/lib/count'
import { showToast } from '@/platform/dialogs'
import { setNativeTabBadge } from '@/platform/tabbar'
import { tabsFor } from '@/tabbar'
import { TabBar } from '../TabBar'
import './index.scss'

export interface PageShellProps {
  /** id of the page root (e2e hooks such as #home) */
  id?: string
  className?: string
  /** i18n key of the navigation bar title; set at runtime so it follows the language */
  titleKey?: TKey
  /**
   * Tab page: re-applies the tab-bar labels and its title when shown (weapp accepts tab-bar calls
   * only there) and, on H5, draws the app's tab bar (components/TabBar) and keeps room for it.
   */
  tab?: boolean
}

/** index of the Me tab in this build's tab bar */
const ME_TAB = tabsFor(appEnv.TAB_MODE).findIndex((tab) => tab.key === 'user')

/**
 * Wraps a page: the localised navigation-bar title, the language class, and the H5 tab bar on tab
 * pages. No component kit here: the theme tokens are global CSS variables (app.scss), toasts and
 * confirms are Taro's own (toast() below, platform/dialogs' showModal), dialogs are components/Modal.
 */
export const PageShell = observer(function PageShell (props: PropsWithChildren<PageShellProps>) {
  const { locale, app, session, statistics } = useStores()
  const lang = locale.lang
  const { titleKey, tab } = props

  const applyChrome = () => {
    // tab pages: labels and the tab page's own title (weapp refuses tab-bar calls from other pages)
    if (tab) locale.applyNativeLabels(true)
    if (titleKey) {
      try {
        const r = Taro.setNavigationBarTitle({ title: t(titleKey) }) as unknown
        if (r && typeof (r as Promise<unknown>).catch === 'function') (r as Promise<unknown>).catch(() => {})
      } catch { /* no navigation bar */ }
    }
  }
  useEffect(applyChrome, [lang, titleKey])
  useDidShow(applyChrome)

  // the native tab bar's Me badge (weapp): unread chat messages and notices, set from tab pages
  const unread = tab && session.isLogin ? badge(statistics.notice.chat + statistics.notice.order + statistics.notice.notice) : ''
  const applyBadge = () => { if (tab && ME_TAB >= 0) setNativeTabBadge(ME_TAB, unread) }
  useEffect(applyBadge, [unread])
  useDidShow(applyBadge)

  return (
    <View className={`page-shell theme-${app.theme} ${tab ? 'page-shell--tab' : ''}`}>
      <View id={props.id} className={`page lang-${lang} ${props.className ?? ''}`}>
        {props.children}
      </View>
      {tab ? <TabBar /> : null}
    </View>
  )
})

const TOAST_ICONS = { success: 'success', fail: 'error', loading: 'loading', warn: 'none' } as const

/** Short toast (Taro's own: WeChat's on weapp, a small DOM toast on H5). */
export function toast (content: string, icon?: 'success' | 'fail' | 'loading' | 'warn') {
  if (!content) return
  showToast({ title: content, icon: icon ? TOAST_ICONS[icon] : 'none', duration: 1500 })
}
