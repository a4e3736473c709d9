import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import type { ShareContent } from '@/platform/share'
import { navigate, switchTab, type TabPath } from '@/routes/navigate'
import { Icon, type IconName } from '../Icon'
import { ShareButton } from '../ShareButton'
import '../Icon/extra.scss'
import './index.scss'

// The quick-access menu (spec §2): a floating button that opens shortcuts, in the spec's order:
// messages, home, me, cart, service, feedback, share.

type Item = { key: 'messages' | 'home' | 'me' | 'cart' | 'service' | 'feedback', icon: IconName, go: () => Promise<unknown> }
const ITEMS: Item[] = [
  { key: 'messages', icon: 'comment', go: async () => await navigate('pages/notice/notice') },
  { key: 'home', icon: 'x-home', go: async () => await switchTab('pages/index' satisfies TabPath) },
  { key: 'me', icon: 'user', go: async () => await switchTab('pages/user' satisfies TabPath) },
  { key: 'cart', icon: 'cart', go: async () => await switchTab('pages/cart' satisfies TabPath) },
  { key: 'service', icon: 'service', go: async () => await navigate('pages/user/service') },
  { key: 'feedback', icon: 'x-notice', go: async () => await navigate('pages/user/feedback/feedback') }
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
              {ITEMS.map((it) => (
                <View key={it.key} id={`quick-${it.key}`} className='quick-menu__item' onClick={() => { setOpen(false); void it.go() }}>
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
