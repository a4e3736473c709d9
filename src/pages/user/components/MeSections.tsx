import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/me'
import { badge, compactCount } from '@/lib/count'
import '@/i18n/domains/coupon'
import '@/i18n/domains/signin'
import { navigate, href, type Href } from '@/routes/navigate'
import { Badge } from '@/components/Badge'
import { Icon, type IconName } from '@/components/Icon'
import { toast } from '@/components/PageShell'

const icon = (name: IconName, color = '#333') => <Icon name={name} size={24} color={color} />

/** Opens a page that needs a session; logged out, it asks to connect the wallet first. */
function useGuarded () {
  const { session } = useStores()
  return (url: Href) => {
    if (!session.isLogin) {
      toast(t('me.loginFirst'))
      return
    }
    void navigate(url)
  }
}

const ORDER_ITEMS: Array<{ key: 'pay' | 'delive' | 'receiving' | 'evaluate' | 'customer', label: TKey, icon: ReactNode, url: Href }> = [
  { key: 'pay', label: 'me.order.pay', icon: icon('to-pay'), url: href('pages/user/order/order', { type: 'pay' }) },
  { key: 'delive', label: 'me.order.delive', icon: icon('transit'), url: href('pages/user/order/order', { type: 'delive' }) },
  { key: 'receiving', label: 'me.order.receiving', icon: icon('to-receive'), url: href('pages/user/order/order', { type: 'receiving' }) },
  { key: 'evaluate', label: 'me.order.evaluate', icon: icon('comment'), url: href('pages/user/order/order', { type: 'evaluate' }) },
  { key: 'customer', label: 'me.order.customer', icon: icon('refund'), url: href('pages/user/order/order', { type: 'customer' }) }
]

/** "My orders": pending payment / shipment / receipt / review and refunds, with count badges. */
export const OrderCard = observer(function OrderCard () {
  const { statistics, session } = useStores()
  const open = useGuarded()
  return (
    <View className='me-card me-orders'>
      <View className='me-card__head' onClick={() => open(href('pages/user/order/order', { type: 'all' }))}>
        <Text className='me-card__title'>{t('me.orders')}</Text>
        <View className='me-card__more'>
          <Text>{t('me.allOrders')}</Text>
          <Icon name='arrow-right' size={10} color='#999' />
        </View>
      </View>
      <View className='me-orders__row'>
        {ORDER_ITEMS.map((o) => {
          const n = session.isLogin ? badge(statistics.order[o.key]) : ''
          return (
            <View key={o.key} id={`me-order-${o.key}`} className='me-orders__item' onClick={() => open(o.url)}>
              <Badge value={n}><View className='me-orders__icon'>{o.icon}</View></Badge>
              <Text className='me-orders__label'>{t(o.label)}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
})

const DYNAMIC_ITEMS = [
  { key: 'collection', label: 'me.dynamic.collection', url: href('pages/user/collect') },
  { key: 'concern', label: 'me.dynamic.concern', url: href('pages/user/follow') },
  { key: 'footprint', label: 'me.dynamic.footprint', url: href('pages/user/footprint') },
  { key: 'accountbank', label: 'me.dynamic.accountbank', url: href('pages/user/bank/bank') }
] as const

/** Favourites, followed stores and footprints counts. */
export const DynamicRow = observer(function DynamicRow () {
  const { statistics, session } = useStores()
  const open = useGuarded()
  return (
    <View className='me-card me-dynamic'>
      {DYNAMIC_ITEMS.map((d) => (
        <View key={d.key} id={`me-dynamic-${d.key}`} className='me-dynamic__item' onClick={() => open(d.url)}>
          <Text className='me-dynamic__value'>{session.isLogin ? compactCount(statistics.dynamic[d.key]) : '0'}</Text>
          <Text className='me-dynamic__label'>{t(d.label)}</Text>
        </View>
      ))}
    </View>
  )
})

/** "My services": shortcuts to addresses, help and settings. */
export const ServiceGrid = observer(function ServiceGrid () {
  const open = useGuarded()
  const { statistics, session } = useStores()
  const unread = session.isLogin ? statistics.notice.chat + statistics.notice.order + statistics.notice.notice : 0
  const items: Array<{ id: string, label: TKey, icon: ReactNode, onClick: () => void, badge?: string }> = [
    { id: 'coupon', label: 'me.service.coupon', icon: icon('coupon', '#ff448f'), onClick: () => open(href('pages/user/coupon/mycard')), badge: session.isLogin ? badge(statistics.dynamic.coupon) : undefined },
    // a shop owner manages the shop's coupons here (the merchant pages of issue 13 may add their own entry)
    ...(session.user?.is_merchant_open ? [{ id: 'shop-coupons', label: 'coupon.shopTitle' as TKey, icon: icon('store', '#ff9f1a'), onClick: () => open(href('pages/user/coupon/shop')) }] : []),
    { id: 'signin', label: 'signin.entry', icon: icon('check', '#07c160'), onClick: () => open(href('pages/user/signin/signin')) },
    // group deals (issue 18): open to everyone, like the coupon centre
    { id: 'groups', label: 'me.service.groups', icon: icon('user', '#ff8a3d'), onClick: () => { void navigate('pages/apps/groups/index') } },
    { id: 'assets', label: 'me.service.assets', icon: icon('wallet', '#ff448f'), onClick: () => open(href('pages/user/money/money')) },
    { id: 'invite', label: 'me.service.invite', icon: icon('user', '#ff448f'), onClick: () => open(href('pages/user/inviter/index')) },
    { id: 'agent', label: 'me.service.agent', icon: icon('store', '#7d5cff'), onClick: () => open(href('pages/user/shopInfoArr/agentCenter')) },
    { id: 'address', label: 'me.service.address', icon: icon('location', '#1989fa'), onClick: () => open(href('pages/user/address/address')) },
    { id: 'comment', label: 'me.service.comment', icon: icon('comment', '#ff9f1a'), onClick: () => open(href('pages/user/comment/comment')) },
    { id: 'messages', label: 'me.service.messages', icon: icon('comment', '#ff448f'), onClick: () => open(href('pages/notice/notice')), badge: badge(unread) },
    { id: 'customer', label: 'me.service.customer', icon: icon('service', '#ff9500'), onClick: () => open(href('pages/user/service')) },
    { id: 'feedback', label: 'me.service.feedback', icon: icon('comment', '#ff976a'), onClick: () => open(href('pages/user/feedback/feedback')) },
    { id: 'complaint', label: 'me.service.complaint', icon: icon('failure', '#ee0a24'), onClick: () => open(href('pages/user/complaint/complaint')) },
    { id: 'help', label: 'me.service.help', icon: icon('service', '#07c160'), onClick: () => { void navigate('pages/user/help') } },
    // merchants (issue 13): a shop owner manages their goods, anyone else is shown the settle-in page
    session.user?.is_merchant_open === true
      ? { id: 'merchant', label: 'me.service.myShop', icon: icon('store', '#ff448f'), onClick: () => open(href('pages/user/merchantsMy/goods/goodsList')) }
      : { id: 'merchant', label: 'me.service.merchant', icon: icon('store', '#ff448f'), onClick: () => open(href('pages/user/merchantsSettleIn/index')) },
    { id: 'setting', label: 'me.service.setting', icon: icon('setting', '#7d5cff'), onClick: () => { void navigate('pages/user/setting/setting') } }
  ]
  return (
    <View className='me-card me-services'>
      <View className='me-card__head'>
        <Text className='me-card__title'>{t('me.services')}</Text>
      </View>
      <View className='me-services__grid'>
        {items.map((it) => (
          <View key={it.id} id={`me-service-${it.id}`} className='me-services__item' onClick={it.onClick}>
            <Badge value={it.badge ?? ''}><View className='me-services__icon'>{it.icon}</View></Badge>
            <Text className='me-services__label'>{t(it.label)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
})
