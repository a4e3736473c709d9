import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { badge } from '@/lib/count'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/product'
import { Icon, type IconName } from '@/components/Icon'
import { navigate, href, type Href } from '@/routes/navigate'
import { ShareButton } from '@/components/ShareButton'
import type { ShareContent } from '@/platform/share'

// spec §2 quick-access menu: messages, home, me, cart, service, feedback, share. Only the entries
// whose pages exist are offered (feedback arrives with a later issue). Messages shows the unread count.
const ITEMS: Array<{ key: string, label: TKey, icon: IconName, url: Href }> = [
  { key: 'messages', label: 'product.menu.messages', icon: 'comment', url: href('pages/notice/notice') },
  { key: 'home', label: 'product.menu.home', icon: 'x-home', url: href('pages/index') },
  { key: 'cart', label: 'product.menu.cart', icon: 'cart', url: href('pages/cart') },
  { key: 'me', label: 'product.menu.me', icon: 'user', url: href('pages/user') },
  { key: 'service', label: 'product.menu.service', icon: 'service', url: href('pages/user/service') }
]

/** The floating "⋯" button over the gallery and its drop-down of shortcuts. */
export const QuickMenu = observer(function QuickMenu ({ share }: { share: ShareContent | null }) {
  const [open, setOpen] = useState(false)
  const { statistics, session } = useStores()
  const unread = session.isLogin ? badge(statistics.notice.chat + statistics.notice.order + statistics.notice.notice) : ''
  return (
    <View className='quick-menu'>
      <View id='quick-menu' className='quick-menu__trigger' onClick={() => setOpen(!open)}>
        <Icon name='x-more' size={18} color='#fff' />
      </View>
      {open
        ? (
          <>
            <View className='quick-menu__mask' catchMove onClick={() => setOpen(false)} />
            <View id='quick-menu-list' className='quick-menu__list'>
              {ITEMS.map((it) => (
                <View key={it.key} id={`quick-menu-${it.key}`} className='quick-menu__item'
                  onClick={() => { setOpen(false); void navigate(it.url) }}
                >
                  <Icon name={it.icon} size={16} color='#fff' />
                  <Text className='quick-menu__label'>{t(it.label)}</Text>
                  {it.key === 'messages' && unread ? <Text id='quick-menu-unread' className='quick-menu__count'>{unread}</Text> : null}
                </View>
              ))}
              <ShareButton id='quick-menu-share' className='quick-menu__item' content={share} onDone={() => setOpen(false)}>
                <Icon name='x-share' size={16} color='#fff' />
                <Text className='quick-menu__label'>{t('product.menu.share')}</Text>
              </ShareButton>
            </View>
          </>
          )
        : null}
    </View>
  )
})
