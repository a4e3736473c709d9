import { useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { OrderDetail, OrderGoods, PayAsset } from '../../../../../types/order'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/order'
import '@/i18n/domains/pay'
import { formatAsset } from '@/lib/money'
import { formatDate } from '@/lib/time'
import { copyText } from '@/platform/clipboard'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price, usePrice } from '@/components/Price'
import { navigate } from '@/routes/navigate'
import { SignInPrompt } from '@/components/SignInPrompt'
import { OrderDetailStore } from './store'
import { ActionBar } from '../components/ActionBar'
import { buyAgain, canBuyAgain } from '../components/buyAgain'
import { OrderCountdown } from '../components/Countdown'
import { OrderGoodsRow, type RefundLink } from '../components/OrderGoods'
import { canApply } from '../../refund/rules'
import '@/i18n/domains/refund'
import { runOrderAction } from '../components/actions'
import { detailActions, runningCountdown, stateKey, STATE, type OrderAction } from '../rules'
import { orderCopy, timeRows } from '../copy'
import '../../../../components/Icon/extra.scss'
import { maskMobile } from '../../address/mask'
import '../components/order.scss'

/** The event the address page emits when it was opened with ?choose=1 and an address was tapped. */
export const ADDRESS_CHOSEN = 'address:chosen'

function Row ({ label, children, id }: { label: string, children: React.ReactNode, id?: string }) {
  return (
    <View className='od-row' id={id}>
      <Text className='od-row__label'>{label}</Text>
      <View className='od-row__value'>{children}</View>
    </View>
  )
}

// The order details screen (/pages/user/order/details and, for group orders,
// /pages/apps/groups/order/details). It lives outside the page file because the mini program build
// keeps only a page module's default export: imported from details.tsx, OrderDetailsView was
// undefined on weapp.

/** A line's after-sales link: the buyer requests a refund while the order allows it; either side opens the line's refund. */
function afterSales (state: number, g: OrderGoods, seller: boolean): RefundLink | null {
  if (!seller && canApply(state, g.refund_status)) return { label: t('refund.apply'), onClick: () => { void navigate('pages/user/refund/apply', { goods_id: g.id }) } }
  const id = g.refund_id
  return id === null ? null : { label: t('refund.view'), onClick: () => { void navigate('pages/user/refund/details', { id, role: seller ? 'sell' : undefined }) } }
}

/**
 * The details view. `extra`: cards under the state banner (a group order's team); `group`: a group
 * order, whose tracking and review open the group pages (/pages/apps/groups/order/details wraps this).
 */
export const OrderDetailsView = observer(function OrderDetailsView ({ extra, group = false, titleKey = 'order.detailTitle' }: {
  extra?: (o: OrderDetail) => React.ReactNode
  group?: boolean
  titleKey?: TKey
}) {
  const { session, cart } = useStores()
  const { params } = useRouter()
  const [store] = useState(() => new OrderDetailStore(Number(params.id) || 0))
  const [waitingAddress, setWaitingAddress] = useState(false)
  const price = usePrice()

  useEffect(() => { if (session.isLogin) void store.load() }, [session.isLogin])
  useDidShow(() => { if (session.isLogin && store.order) void store.load() })
  usePullDownRefresh(() => { void store.load().finally(() => { void Taro.stopPullDownRefresh() }) })

  // the address page answers with Taro.eventCenter 'address:chosen' {id}
  useEffect(() => {
    if (!waitingAddress) return
    const onChosen = (a: { id?: number } | undefined) => {
      setWaitingAddress(false)
      const id = Number(a?.id)
      if (!id) return
      void store.changeAddress(id).then((ok) => { if (ok) toast(t('order.done.address'), 'success') })
    }
    Taro.eventCenter.on(ADDRESS_CHOSEN, onChosen)
    return () => { Taro.eventCenter.off(ADDRESS_CHOSEN, onChosen) }
  }, [waitingAddress])

  const onAction = async (a: OrderAction) => {
    const o = store.order
    if (!o) return
    store.setBusy(true)
    try {
      const changed = await runOrderAction(a, o.id, group)
      if (!changed) return
      void session.refresh().catch(() => undefined)
      if (a === 'delete') void Promise.resolve(Taro.navigateBack()).catch(() => { void navigate('pages/user/order/order', { type: 'all' }) })
      else await store.load()
    } finally {
      store.setBusy(false)
    }
  }

  if (!session.isLogin) return <PageShell id='order-details' className='order-page' titleKey={titleKey}><SignInPrompt reason='orderDetail' /></PageShell>

  if (store.phase === 'loading') {
    return (
      <PageShell id='order-details' className='order-page od-page' titleKey={titleKey}>
        <View className='od-banner od-banner--skeleton' />
        {[0, 1, 2].map((i) => <View key={i} className='od-card'><LinesSkeleton rows={2} /></View>)}
      </PageShell>
    )
  }
  if (store.phase !== 'ready' || !store.order) {
    const missing = store.phase === 'notFound'
    return (
      <PageShell id='order-details' className='order-page' titleKey={titleKey}>
        <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={missing ? t('order.notFound') : t('order.loadFailed')}
          actionText={missing ? t('order.title') : t('order.retry')} actionId='order-details-retry'
          onAction={() => { if (missing) void navigate('pages/user/order/order', { type: 'all' }); else void store.load() }}
        />
      </PageShell>
    )
  }

  const o = store.order
  const key = stateKey(o.state)
  const seller = params.role === 'sell' || o.can.deliver
  const cd = runningCountdown(o)
  const actions = detailActions(o)
  const rebuy = canBuyAgain(o.state, seller ? 'sell' : 'buy')
  const hasBar = actions.length > 0 || rebuy
  const count = o.goods.reduce((n, g) => n + g.number, 0)
  const payAsset = o.pay.asset as PayAsset | null
  const copy = orderCopy(o.state, seller ? 'sell' : 'buy')
  const times = timeRows(o)

  return (
    <PageShell id='order-details' className={`order-page od-page ${hasBar ? 'od-page--bar' : ''}`} titleKey={titleKey}>
      <View id='order-banner' className={`od-banner od-banner--${key}`} data-state={o.state}>
        <View className='od-banner__body'>
          <Text id='order-headline' className='od-banner__state'>{t(copy.headline)}</Text>
          {cd
            ? <OrderCountdown className='od-banner__desc' kind={cd.kind} deadline={cd.at} onDue={() => { setTimeout(() => { void store.load() }, 1500) }} />
            : <Text id='order-hint' className='od-banner__desc'>{t(copy.hint)}</Text>}
        </View>
        <Icon name={o.state === STATE.unpaid ? 'to-pay' : o.state === STATE.shipped ? 'transit' : o.state === STATE.closed ? 'failure' : 'check'} size={44} color='rgba(255,255,255,0.9)' />
      </View>

      {extra?.(o)}

      {o.express
        ? (
          <View className='od-card od-express' onClick={() => { void navigate(group ? 'pages/apps/groups/order/logistics' : 'pages/user/order/logistics', { id: o.id }) }}>
            <Icon name='transit' size={22} color='#ff448f' />
            <View className='od-express__body'>
              <Text className='od-express__title'>{t('order.express')}</Text>
              <Text className='od-express__line'>{t('order.expressLine', { name: o.express.name, no: o.express.no })}</Text>
            </View>
            <Icon name='arrow-right' size={14} color='#999' />
          </View>
          )
        : null}

      <View className='od-card od-address'>
        <Icon name='location' size={22} color='#ff448f' />
        <View className='od-address__body'>
          {o.pickup
            ? (
              <>
                <Text className='od-address__name'>{t('order.pickup')}</Text>
                <Text className='od-address__text'>{t('order.pickupContact', { name: o.pickup.name, mobile: maskMobile(o.pickup.mobile) })}</Text>
              </>
              )
            : o.address
              ? (
                <>
                  <Text className='od-address__name'>{o.address.name}<Text className='od-address__mobile'>{maskMobile(o.address.mobile)}</Text></Text>
                  <Text className='od-address__text'>{o.address.address}</Text>
                </>
                )
              : <Text className='od-address__text'>{t('common.none')}</Text>}
        </View>
        {o.can.edit_address
          ? (
            <Text id='order-change-address' className='od-address__change'
              onClick={() => { setWaitingAddress(true); void navigate('pages/user/address/address', { choose: 1 }) }}
            >{t('order.changeAddress')}
            </Text>
            )
          : null}
      </View>

      <View className='od-card'>
        <View className='order-card__head' onClick={() => { void navigate('pages/shop/index', { id: o.shop.id }) }}>
          <Icon name='store' size={16} />
          <Text className='order-card__shop'>{o.shop.shopname}</Text>
          <Icon name='arrow-right' size={12} color='#999' />
          {!seller
            ? (
              <Text id='order-contact-shop' className='od-contact'
                onClick={(e) => { e.stopPropagation(); void navigate('pages/notice/chat', { shop_id: o.shop.id, order_id: o.id }) }}
              >{t('order.contactShop')}
              </Text>
              )
            : null}
        </View>
        {o.goods.map((g) => (
          <OrderGoodsRow key={g.id} g={g} onClick={() => { void navigate('pages/product/goods', { id: g.goods_id }) }}
            refund={afterSales(o.state, g, seller)}
          />
        ))}
        <View className='od-amounts'>
          <Row label={t('order.goodsTotal')}><Price value={o.goods_price} size='small' className='od-amounts__plain' /></Row>
          <Row label={t('order.freightLabel')}><Price value={o.freight_price} size='small' className='od-amounts__plain' /></Row>
          {o.coupon
            ? (
              <Row label={t('order.couponLabel')} id='order-coupon'>
                {o.coupon.name ? <Text className='od-row__text od-coupon__name'>{o.coupon.name}</Text> : null}
                <Text className='od-coupon__off'>- {price(o.coupon.price)}</Text>
              </Row>
              )
            : null}
          <Row label={o.paytime ? t('order.paidTotal') : t('order.orderTotal')}>
            <Text className='od-amounts__count'>{t('order.summary', { n: count })}</Text><Price value={o.price} />
          </Row>
          {payAsset && o.pay.amount
            ? (
              <Row label={t('order.payAsset')} id='order-pay-asset'>
                <Text className='od-row__text'>{formatAsset(o.pay.amount, payAsset)} {t(`pay.assetName.${payAsset}`)}</Text>
              </Row>
              )
            : null}
        </View>
      </View>

      <View className='od-card od-info'>
        <Text className='od-card__title'>{t('order.info')}</Text>
        <Row label={t('order.orderNo')}>
          <Text id='order-no' className='od-row__text'>{o.order_no}</Text>
          <Text id='order-copy' className='od-copy' onClick={() => { void copyText(o.order_no) }}>{t('order.copy')}</Text>
        </Row>
        {times.map(([label, ts]) => <Row key={label} label={t(label)}><Text className='od-row__text' data-time={label}>{formatDate(ts, 'yyyy-MM-dd hh:mm:ss')}</Text></Row>)}
        {o.remarks ? <Row label={t('order.remarks')}><Text className='od-row__text'>{o.remarks}</Text></Row> : null}
        {seller && o.buyer ? <Row label={t('order.buyerLabel')}><Text className='od-row__text'>{o.buyer.nickname}</Text></Row> : null}
        {seller
          ? null
          : (
            <Row label={t('complaint.title')}>
              <Text id='order-complain' className='od-copy' onClick={() => { void navigate('pages/user/complaint/complaint', { target: 'order', id: o.id }) }}>{t('complaint.write')}</Text>
            </Row>
            )}
      </View>

      {hasBar
        ? (
          <View className='od-bar'>
            <ActionBar actions={actions} busy={store.busy} onAction={(a) => { void onAction(a) }}
              extra={rebuy ? <Text id='order-buy-again' className='order-action order-action-rebuy order-action--primary' onClick={() => { buyAgain(cart, o) }}>{t('order.buyAgain')}</Text> : null}
            />
          </View>
          )
        : null}
    </PageShell>
  )
})
