import { Image, Text, View } from '@tarojs/components'
import type { GoodsListItem } from '../../../../types/catalog'
import { assetUrl } from '@/env'
import { Price } from '@/components/Price'
import { navigate } from '@/routes/navigate'
import { t } from '@/i18n'
import '@/i18n/domains/catalog'
import { compactCount } from '@/lib/count'
import { compare, isZero } from '@/lib/money'

/** Share of good comments in whole percent, or null without comments. */
export function praiseRate (praise: number, comments: number): number | null {
  if (!(comments > 0)) return null
  return Math.min(100, Math.max(0, Math.round((praise * 100) / comments)))
}

/** A list-view row: image, title (with a "self-run" tag), price, comments, sales, shop. */
export function GoodsRow ({ goods }: { goods: GoodsListItem }) {
  const showMarket = !isZero(goods.market_price) && compare(goods.market_price, goods.price) > 0
  const rate = praiseRate(goods.praise, goods.comment)
  return (
    <View className='goods-row' data-id={goods.id} onClick={() => { void navigate('pages/product/goods', { id: goods.id }) }}>
      <Image className='goods-row__image' src={assetUrl(goods.image)} mode='aspectFill' lazyLoad />
      <View className='goods-row__body'>
        <View className='goods-row__title'>
          {goods.shop_isself ? <Text className='goods-row__tag'>{t('catalog.list.self')}</Text> : null}
          <Text>{goods.title}</Text>
        </View>
        <View className='goods-row__price'>
          <Price value={goods.price} />
          {showMarket ? <Price value={goods.market_price} strike className='goods-row__market' /> : null}
        </View>
        <View className='goods-row__meta'>
          <Text>{goods.comment > 0 ? t('catalog.list.comments', { n: compactCount(goods.comment) }) : t('catalog.list.noComments')}</Text>
          {rate !== null ? <Text className='goods-row__rate'>{t('catalog.list.praise', { n: rate })}</Text> : null}
          <Text className='goods-row__sold'>{t('ui.sold', { n: compactCount(goods.sales) })}</Text>
        </View>
        <View className='goods-row__shop'>
          <Text className='goods-row__shop-name'>{goods.shop_name}{goods.shop_city ? ` · ${goods.shop_city}` : ''}</Text>
          <View className='goods-row__enter' onClick={(e) => { e.stopPropagation(); void navigate('pages/shop/index', { id: goods.shop_id }) }}>
            <Text>{t('catalog.list.enterShop')}</Text>
          </View>
        </View>
      </View>
    </View>
  )
}

/** Grey rows while the first page loads. */
export function RowsSkeleton ({ rows = 4 }: { rows?: number }) {
  return (
    <View className='goods-rows-skeleton' aria-busy>
      {Array.from({ length: rows }).map((_, i) => (
        <View key={i} className='goods-row goods-row--skeleton'>
          <View className='goods-row__image sk' />
          <View className='goods-row__body'>
            <View className='sk sk--line' />
            <View className='sk sk--line sk--short' />
            <View className='sk sk--line sk--price' />
          </View>
        </View>
      ))}
    </View>
  )
}
