import { useLayoutEffect, useMemo } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { shallowRef } from '@/lib/state'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import { appEnv } from '@/env'
import { badge } from '@/lib/count'
import { type TabDef, tabsFor } from '@/tabbar'
import './index.scss'

// H5 tab bar (tabBar.custom is true on H5, so Taro draws none). Rendered by PageShell in each tab
// page: a fixed bar at the bottom with the tab icons, labels in the current language, and the
// cart badge. Items keep WeUI's class `weui-tabbar__item` (what Taro's own bar used; e2e relies on it).
// Taro keeps visited tab pages in the DOM (hidden), so only the bar of the tab page shown last is
// rendered: the document holds one bar (`.weui-tabbar__item >> nth=3` is always the Me tab), and it
// stays while a non-tab page (Settings) is pushed over its tab page.

interface IconPair { icon: string, selected: string }

/**
 * Icon URLs of the tabs. Taro's H5 app loader has already bundled the icons of app.config's
 * tabBar.list and put their URLs into window.__taroAppConfig; reading them there keeps the PNGs
 * out of this chunk (importing them again would inline them twice).
 */
function tabIcons (): Record<string, IconPair> {
  const list = (window as unknown as { __taroAppConfig?: { tabBar?: { list?: Array<{ pagePath: string, iconPath?: string, selectedIconPath?: string }> } } })
    .__taroAppConfig?.tabBar?.list ?? []
  const out: Record<string, IconPair> = {}
  for (const it of list) out[it.pagePath.replace(/^\//, '')] = { icon: it.iconPath ?? '', selected: it.selectedIconPath ?? '' }
  return out
}

/** The page of a route path: pages/index for /pages/index and for /pages/index/index?x=1 */
function pageOf (path: string | undefined): string {
  return (path ?? '').split('?')[0].replace(/^\//, '')
}

function isCurrent (tab: TabDef, path: string): boolean {
  return path === tab.pagePath || path === `${tab.pagePath}/index`
}

/** page path of the tab page shown last ('' before any) */
const activeTab = shallowRef('')
const activate = (path: string): void => { activeTab.value = path }

export const TabBar = observer(function TabBar () {
  const { cart, statistics, session } = useStores()
  const router = useRouter()
  const path = pageOf(router?.path)
  const tabs = tabsFor(appEnv.TAB_MODE)
  const icons = useMemo(tabIcons, [])
  const cartBadge = badge(cart.cartnum)
  // Me: unread chat messages and notices
  const meBadge = session.isLogin ? badge(statistics.notice.chat + statistics.notice.order + statistics.notice.notice) : ''
  const active = activeTab.value
  // a tab page that mounts or shows again takes the bar over (before paint, so it never blinks)
  useLayoutEffect(() => { activate(path) }, [path])
  useDidShow(() => activate(path))
  if (active !== '' && active !== path) return null

  return (
    <View className='app-tabbar'>
      {tabs.map((tab) => {
        const selected = isCurrent(tab, path)
        const icon = icons[tab.pagePath]
        const count = tab.key === 'cart' ? cartBadge : tab.key === 'user' ? meBadge : ''
        return (
          <View key={tab.key} className={`weui-tabbar__item app-tabbar__item ${selected ? 'app-tabbar__item--on' : ''}`}
            onClick={() => {
              if (selected) return
              void Promise.resolve(Taro.switchTab({ url: `/${tab.pagePath}` })).catch(() => undefined)
            }}
          >
            <View className='app-tabbar__icon-box'>
              {icon ? <Image className='app-tabbar__icon' src={selected ? icon.selected : icon.icon} /> : null}
              {count ? <Text className='app-tabbar__badge'>{count}</Text> : null}
            </View>
            <Text className='app-tabbar__label'>{t(tab.label)}</Text>
          </View>
        )
      })}
    </View>
  )
})
