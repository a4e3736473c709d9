import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { GoodsDetail } from '../../../../../types/catalog'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import { compactCount } from '@/lib/count'
import { compare, formatMoney, isZero } from '@/lib/money'
import { Price } from '@/components/Price'
import { Icon } from '@/components/Icon'
import { SharePoster } from '@/components/SharePoster'
import { href } from '@/routes/navigate'

/**
 * Price band and title: USDT price (¥), struck market price, BBT price, sales and stock, then
 * the title with share, the subtitle and small facts (views, favourites, pickup).
 */
export const PriceCard = observer(function PriceCard ({ goods }: { goods: GoodsDetail }) {
  const showMarket = !isZero(goods.market_price) && compare(goods.market_price, goods.price) > 0
  return (
    <View className='goods-card-main'>
      <View className='goods-price'>
        <View className='goods-price__left'>
          <View className='goods-price__row'>
            <Price value={goods.price} size='large' className='goods-price__now' />
            {showMarket ? <Price value={goods.market_price} strike className='goods-price__market' /> : null}
          </View>
          {!isZero(goods.bbt_price)
            ? (
              <View className='goods-price__bbt'>
                <Text className='goods-price__bbt-tag'>{t('product.bbtPrice')}</Text>
                <Text id='goods-bbt-price' className='goods-price__bbt-value'>{formatMoney(goods.bbt_price)} BBT</Text>
              </View>
              )
            : null}
        </View>
        <View className='goods-price__right'>
          <Text id='goods-sales' className='goods-price__sales'>{t('product.sold', { n: compactCount(goods.sales) })}</Text>
          <Text id='goods-stock' className='goods-price__stock'>{t('product.stock', { n: goods.stock })}</Text>
        </View>
      </View>
      <View className='goods-title'>
        <Text id='goods-title' className='goods-title__text'>{goods.title}</Text>
        <SharePoster id='goods-share' className='goods-title__share' kind='goods' title={goods.title} image={goods.image}
          price={goods.price} path={href('pages/product/goods', { id: goods.id })}
        >
          <Icon name='x-share' size={18} color='#666' />
          <Text className='goods-title__share-label'>{t('product.share')}</Text>
        </SharePoster>
      </View>
      {goods.description ? <Text className='goods-subtitle'>{goods.description}</Text> : null}
      <View className='goods-facts'>
        <Text className='goods-facts__item'>{t('product.views', { n: compactCount(goods.views) })}</Text>
        <Text className='goods-facts__item'>{t('product.likes', { n: compactCount(goods.like) })}</Text>
        {goods.pickup ? <Text className='goods-facts__item goods-facts__item--tag'>{t('product.pickup')}</Text> : null}
      </View>
    </View>
  )
})
