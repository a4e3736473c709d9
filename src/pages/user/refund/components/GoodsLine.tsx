import { Image, Text, View } from '@tarojs/components'
import type { RefundGoods } from '../../../../../types/refund'
import { assetUrl } from '@/env'
import { Price } from '@/components/Price'

/** The order goods line a refund is about. */
export function GoodsLine ({ g }: { g: RefundGoods }) {
  return (
    <View className='order-goods'>
      <Image className='order-goods__image' src={assetUrl(g.image)} mode='aspectFill' />
      <View className='order-goods__body'>
        <Text className='order-goods__title'>{g.title}</Text>
        {g.difference.length > 0 ? <Text className='order-goods__spec'>{g.difference.join(' / ')}</Text> : null}
      </View>
      <View className='order-goods__side'>
        <Price value={g.price} size='small' className='order-goods__price' />
        <Text className='order-goods__num'>×{g.number}</Text>
      </View>
    </View>
  )
}
