import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { OrderListItem } from '../../../../../types/order'
import { t } from '@/i18n'
import '@/i18n/domains/order'
import { Icon } from '@/components/Icon'
import { Price, usePrice } from '@/components/Price'
import { listActions, stateKey, STATE, type OrderAction, type OrderRole } from '../rules'
import { orderCopy } from '../copy'
import { useStores } from '@/stores'
import { ActionBar } from './ActionBar'
import { buyAgain, canBuyAgain } from './buyAgain'
import { OrderCountdown } from './Countdown'
import { OrderGoodsRow } from './OrderGoods'

/** One order in the list: shop and state, goods, totals, the actions of its state and role. */
export const OrderCard = observer(function OrderCard ({ order, role, onOpen, onAction, onDue, busy, extra }: {
  order: OrderListItem
  /** a row under the goods (a group order's team) */
  extra?: ReactNode
  role: OrderRole
  onOpen: () => void
  onAction: (a: OrderAction) => void
  /** the unpaid countdown reached 0 (the list reloads) */
  onDue?: () => void
  busy?: boolean
}) {
  const { cart } = useStores()
  const key = stateKey(order.state)
  const count = order.goods.reduce((n, g) => n + g.number, 0)
  const price = usePrice()
  return (
    <View className='order-card' data-id={order.id} data-state={order.state} onClick={onOpen}>
      <View className='order-card__head'>
        <Icon name='store' size={16} />
        <Text className='order-card__shop'>{role === 'sell' && order.buyer ? t('order.buyer', { name: order.buyer.nickname }) : order.shop.shopname}</Text>
        {role === 'buy' ? <Icon name='arrow-right' size={12} color='#999' /> : null}
        <Text className={`order-card__state order-card__state--${key}`}>{t(orderCopy(order.state, role).label)}</Text>
      </View>
      {order.goods.map((g) => <OrderGoodsRow key={g.id} g={g} />)}
      {extra}
      <View className='order-card__sum'>
        <Text className='order-card__sum-text'>{t('order.summary', { n: count })}</Text>
        <Price value={order.price} size='small' />
        <Text className='order-card__freight'>{t('order.freight', { v: price(order.freight_price) })}</Text>
      </View>
      {role === 'buy' && order.state === STATE.unpaid && order.close_at
        ? <OrderCountdown className='order-card__countdown' kind='close' deadline={order.close_at} onDue={onDue} />
        : null}
      <ActionBar actions={listActions(order)} onAction={onAction} busy={busy}
        extra={canBuyAgain(order.state, role)
          ? <Text className='order-action order-action-rebuy order-action--primary' onClick={(e) => { e.stopPropagation(); buyAgain(cart, order) }}>{t('order.buyAgain')}</Text>
          : null}
      />
    </View>
  )
})
