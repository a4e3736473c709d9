import { Image, Text, View } from '@tarojs/components'
import type { OrderGoods } from '../../../../../types/order'
import { t } from '@/i18n'
import '@/i18n/domains/order'
import '@/i18n/domains/refund'
import { lineLabel } from '../../refund/rules'
import { assetUrl } from '@/env'
import { Price } from '@/components/Price'

/** The after-sales link of a line on the buyer's order details: request a refund, or open the line's refund. */
export interface RefundLink { label: string, onClick: () => void }

/** One goods row of an order: image, title, spec, its refund sub-state, unit price × number (and the after-sales link). */
export function OrderGoodsRow ({ g, onClick, refund }: { g: OrderGoods, onClick?: () => void, refund?: RefundLink | null }) {
  const sub = lineLabel(g.refund_status)
  return (
    <View className='order-goods' onClick={onClick}>
      <Image className='order-goods__image' src={assetUrl(g.image)} mode='aspectFill' lazyLoad />
      <View className='order-goods__body'>
        <Text className='order-goods__title'>{g.title}</Text>
        {g.difference.length > 0 ? <Text className='order-goods__spec'>{g.difference.join(' / ')}</Text> : null}
        {sub !== null ? <Text className={`order-goods__refund order-goods__refund--${g.refund_status}`}>{t(sub)}</Text> : null}
      </View>
      <View className='order-goods__side'>
        <Price value={g.price} size='small' className='order-goods__price' />
        <Text className='order-goods__num'>×{g.number}</Text>
        {refund
          ? <Text className='order-action order-goods__after-sales' data-line={g.id} onClick={(e) => { e.stopPropagation(); refund.onClick() }}>{refund.label}</Text>
          : null}
      </View>
    </View>
  )
}
