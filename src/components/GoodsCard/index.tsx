import { Image, Text, View } from '@tarojs/components'
import type { GoodsCard as Goods } from '../../../types/common'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import { compactCount } from '@/lib/count'
import { compare, isZero } from '@/lib/money'
import { Price } from '../Price'
import { navigate } from '@/routes/navigate'
import './index.scss'

export interface GoodsCardProps {
  goods: Goods
  /** three per row: smaller text, no shop line */
  compact?: boolean
}

/** One cell of a 2-column goods grid: image, 2-line title, ¥price, struck market price, sales. */
export function GoodsCard ({ goods, compact = false }: GoodsCardProps) {
  const showMarket = !isZero(goods.market_price) && compare(goods.market_price, goods.price) > 0
  return (
    <View className={`goods-card ${compact ? 'goods-card--compact' : ''}`} data-id={goods.id} onClick={() => { void navigate('pages/product/goods', { id: goods.id }) }}>
      <Image className='goods-card__image' src={assetUrl(goods.image)} mode='aspectFill' lazyLoad />
      <View className='goods-card__body'>
        <Text className='goods-card__title'>{goods.title}</Text>
        <View className='goods-card__price-row'>
          <Price value={goods.price} size={compact ? 'small' : 'normal'} />
          {showMarket && !compact ? <Price value={goods.market_price} strike className='goods-card__market' /> : null}
        </View>
        {compact
          ? null
          : (
            <View className='goods-card__meta'>
              <Text className='goods-card__shop'>{goods.shop_name}</Text>
              <Text className='goods-card__sales'>{t('ui.sold', { n: compactCount(goods.sales) })}</Text>
            </View>
            )}
      </View>
    </View>
  )
}

/** Grid of goods cards, two (default) or three per row. */
export function GoodsGrid ({ list, columns = 2 }: { list: Goods[], columns?: 2 | 3 }) {
  return (
    <View className={`goods-grid goods-grid--${columns}`}>
      {list.map((g) => <GoodsCard key={g.id} goods={g} compact={columns === 3} />)}
    </View>
  )
}
