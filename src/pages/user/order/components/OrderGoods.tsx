import { Image, Text, View } from '@tarojs/components'
import type { OrderGoods } from '../../../../../types/order'
import { t } from '@/i18n'
import '@/i18n/domains/order'
import { assetUrl } from '@/env'
import { Price } from '@/components/Price'

/** One goods row of an order: image, title, spec, unit price × number. */
export function OrderGoodsRow ({ g, onClick }: { g: OrderGoods, onClick?: () => void }) {
  return (
    <View className='order-goods' onClick={onClick}>
      <Image className='order-goods__image' src={assetUrl(g.image)} mode='aspectFill' lazyLoad />
      <View className='order-goods__body'>
        <Text className='order-goods__title'>{g.title}</Text>
        {g.difference.length > 0 ? <Text className='order-goods__spec'>{g.difference.join(' / ')}</Text> : null}
        {g.refund_status > 0 ? <Text className='order-goods__refund'>{t('order.refundTag')}</Text> : null}
      </View>
      <View className='order-goods__side'>
        <Price value={g.price} size='small' className='order-goods__price' />
        <Text className='order-goods__num'>×{g.number}</Text>
      </View>
    </View>
  )
}
