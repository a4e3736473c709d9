import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import '@/i18n/domains/shop'
import { compactCount } from '@/lib/count'
import { Price } from '@/components/Price'
import { GoodsGrid } from '@/components/GoodsCard'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { navigate } from '@/routes/navigate'
import type { ShopHomeSections } from '../sections'

/** The shop's home: best-seller ranking (TOP 1–6) and new arrivals. */
export const HomeTab = observer(function HomeTab ({ sections, onMore }: { sections: ShopHomeSections, onMore: () => void }) {
  if (!sections.loaded) return <View className='shop-home shop-home--loading'><LinesSkeleton rows={5} /></View>
  if (sections.hot.length === 0 && sections.newest.length === 0) {
    return <EmptyState className='shop-goods__empty' icon={<Icon name='store' size={40} />} title={t('shop.emptyGoods')} description={t('shop.emptyGoodsDesc')} />
  }
  return (
    <View className='shop-home'>
      {sections.hot.length > 0
        ? (
          <View id='shop-hot' className='shop-rank'>
            <View className='shop-block__head'>
              <Text className='shop-block__title'>{t('shop.hot')}</Text>
              <View className='shop-block__more' onClick={onMore}><Text>{t('shop.more')}</Text><Icon name='arrow-right' size={10} color='#999' /></View>
            </View>
            <View className='shop-rank__grid'>
              {sections.hot.map((g, i) => (
                <View key={g.id} className='shop-rank__item' onClick={() => { void navigate('pages/product/goods', { id: g.id }) }}>
                  <View className='shop-rank__image-box'>
                    <Image className='shop-rank__image' src={assetUrl(g.image)} mode='aspectFill' lazyLoad />
                    <Text className={`shop-rank__badge shop-rank__badge--${Math.min(i + 1, 4)}`}>{t('shop.rank', { n: i + 1 })}</Text>
                  </View>
                  <Text className='shop-rank__title'>{g.title}</Text>
                  <View className='shop-rank__bottom'>
                    <Price value={g.price} size='small' />
                    <Text className='shop-rank__sales'>{t('product.sold', { n: compactCount(g.sales) })}</Text>
                  </View>
                </View>
              ))}
            </View>
          </View>
          )
        : null}
      {sections.newest.length > 0
        ? (
          <View id='shop-newest' className='shop-new'>
            <View className='shop-block__head shop-block__head--plain'>
              <Text className='shop-block__title'>{t('shop.newest')}</Text>
            </View>
            <GoodsGrid list={sections.newest} />
          </View>
          )
        : null}
    </View>
  )
})
