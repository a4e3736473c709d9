import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ShopCard as Shop } from '../../../../../types/catalog'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/shop'
import { compactCount } from '@/lib/count'
import { formatMoney } from '@/lib/money'
import { Icon } from '@/components/Icon'
import { navigate } from '@/routes/navigate'

/** The seller: logo, name, city, followers and goods count, the three scores, follow and "enter shop". */
export const ShopCard = observer(function ShopCard ({ shop, busy, onFollow }: { shop: Shop, busy: boolean, onFollow: () => void }) {
  const enter = () => { void navigate('pages/shop/index', { id: shop.id }) }
  return (
    <View id='goods-shop' className='goods-section goods-shop'>
      <View className='goods-shop__top'>
        <Image className='goods-shop__logo' src={assetUrl(shop.avatar)} mode='aspectFill' onClick={enter} />
        <View className='goods-shop__who' onClick={enter}>
          <View className='goods-shop__name-row'>
            {shop.isself ? <Text className='goods-shop__self'>{t('shop.self')}</Text> : null}
            <Text className='goods-shop__name'>{shop.shopname}</Text>
          </View>
          <Text className='goods-shop__meta'>
            {shop.city ? `${shop.city} · ` : ''}{t('shop.followers', { n: compactCount(shop.like) })} · {t('shop.goodsCount', { n: compactCount(shop.goods_count) })}
          </Text>
        </View>
        <View id='goods-shop-follow' className={`goods-shop__follow ${shop.isFollow ? 'goods-shop__follow--on' : ''} ${busy ? 'goods-shop__follow--busy' : ''}`}
          onClick={onFollow}
        >
          {shop.isFollow ? null : <Icon name='x-plus' size={10} color='#fff' />}
          <Text>{shop.isFollow ? t('shop.followed') : t('shop.follow')}</Text>
        </View>
      </View>
      <View className='goods-shop__scores'>
        <Text className='goods-shop__score'>{t('shop.scores.describe')} <Text className='goods-shop__score-value'>{formatMoney(shop.score_describe, 1)}</Text></Text>
        <Text className='goods-shop__score'>{t('shop.scores.service')} <Text className='goods-shop__score-value'>{formatMoney(shop.score_service, 1)}</Text></Text>
        <Text className='goods-shop__score'>{t('shop.scores.deliver')} <Text className='goods-shop__score-value'>{formatMoney(shop.score_deliver, 1)}</Text></Text>
      </View>
      <View id='goods-enter-shop' className='goods-shop__enter' onClick={enter}>
        <Icon name='store' size={14} color='#ff448f' />
        <Text>{t('shop.enter')}</Text>
      </View>
    </View>
  )
})
