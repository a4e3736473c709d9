import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import type { ShareContent } from '@/platform/share'
import { switchTab, type TabPath } from '@/routes/navigate'
import { Icon, type IconName } from '../Icon'
import { ShareButton } from '../ShareButton'
import '../Icon/extra.scss'
import './index.scss'

// The quick-access menu (spec §2): a floating button that opens shortcuts. The spec's list is
// messages, home, me, cart, service, feedback, share; messages (/pages/notice/notice), service
// (/pages/user/service) and feedback (/pages/user/feedback/feedback) join when their pages exist
// (the route table refuses links to missing pages).

const TABS: Array<{ key: 'home' | 'me' | 'cart', tab: TabPath, icon: IconName }> = [
  { key: 'home', tab: 'pages/index', icon: 'x-home' },
  { key: 'cart', tab: 'pages/cart', icon: 'cart' },
  { key: 'me', tab: 'pages/user', icon: 'user' }
]

/** The current page's path with its query: what "share" shares when the page names nothing else. */
function currentPage (): string {
  const r = Taro.getCurrentInstance?.()?.router
  if (!r?.path) return '/pages/index'
  const q = Object.entries(r.params ?? {}).filter(([k, v]) => k !== '$taroTimestamp' && v !== undefined && v !== '').map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')
  return `${r.path.split('?')[0]}${q ? `?${q}` : ''}`
}

export const QuickMenu = observer(function QuickMenu ({ share }: { share?: ShareContent | null }) {
  const [open, setOpen] = useState(false)
  const content = share ?? { title: t('home.appName'), path: currentPage() }
  return (
    <>
      {open ? <View className='quick-menu__mask' onClick={() => setOpen(false)} /> : null}
      <View className={`quick-menu ${open ? 'quick-menu--open' : ''}`}>
        {open
          ? (
            <View id='quick-menu-panel' className='quick-menu__panel'>
              {TABS.map((it) => (
                <View key={it.key} id={`quick-${it.key}`} className='quick-menu__item' onClick={() => { setOpen(false); void switchTab(it.tab) }}>
                  <Icon name={it.icon} size={20} color='#333' />
                  <Text className='quick-menu__label'>{t(`acc.quick.${it.key}`)}</Text>
                </View>
              ))}
              <ShareButton id='quick-share' className='quick-menu__item' content={content} onDone={() => setOpen(false)}>
                <Icon name='x-share' size={20} color='#333' />
                <Text className='quick-menu__label'>{t('acc.quick.share')}</Text>
              </ShareButton>
            </View>
            )
          : null}
        <View id='quick-menu' className='quick-menu__fab' onClick={() => setOpen(!open)}>
          <Icon name={open ? 'x-close' : 'x-more'} size={20} color='#fff' />
        </View>
      </View>
    </>
  )
})
