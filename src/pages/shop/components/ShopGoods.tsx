import { observer } from '@/lib/observer'
import { View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/shop'
import { EmptyState } from '@/components/EmptyState'
import { GoodsGrid } from '@/components/GoodsCard'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import type { ShopGoodsQuery } from './goods-query'

/** The goods grid of a ShopGoodsQuery with its first-load placeholder, empty state and footer. */
export const ShopGoods = observer(function ShopGoods ({ query }: { query: ShopGoodsQuery }) {
  const list = query.list
  if (list.initialLoading) return <View className='shop-goods shop-goods--loading'><LinesSkeleton rows={5} /></View>
  if (list.isEmpty) {
    const searched = !!query.search
    return (
      <EmptyState className='shop-goods__empty' icon={<Icon name={searched ? 'search' : 'store'} size={40} />}
        title={searched ? t('shop.emptySearch') : t('shop.emptyGoods')}
        description={searched ? t('shop.emptySearchDesc') : t('shop.emptyGoodsDesc')}
      />
    )
  }
  return (
    <View className='shop-goods'>
      <GoodsGrid list={list.items} />
      <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
    </View>
  )
})
