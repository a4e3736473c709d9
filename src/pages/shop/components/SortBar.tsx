import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { GoodsSort } from '../../../../types/catalog'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/shop'
import { Icon } from '@/components/Icon'
import type { ShopGoodsQuery } from './goods-query'

// the contract's GOODS_SORTS in the shop's display order (newest before price)
const SORTS: readonly GoodsSort[] = ['composite', 'sales', 'newest', 'price']

const LABEL: Record<GoodsSort, TKey> = {
  composite: 'shop.sort.composite',
  sales: 'shop.sort.sales',
  newest: 'shop.sort.newest',
  price: 'shop.sort.price'
}

/** Composite / sales / newest / price (▲▼ shows the price order). */
export const SortBar = observer(function SortBar ({ query, className = '' }: { query: ShopGoodsQuery, className?: string }) {
  return (
    <View className={`shop-sort ${className}`}>
      {SORTS.map((s) => {
        const active = query.sort === s
        return (
          <View key={s} id={`shop-sort-${s}`} className={`shop-sort__item ${active ? 'shop-sort__item--active' : ''}`}
            onClick={() => { void query.setSort(s) }}
          >
            <Text>{t(LABEL[s])}</Text>
            {s === 'price'
              ? (
                <View className='shop-sort__arrows'>
                  <Icon name='x-triangle-up' size={7} color={active && query.order === 'asc' ? '#ff448f' : '#c8c8c8'} />
                  <Icon name='x-triangle-down' size={7} color={active && query.order === 'desc' ? '#ff448f' : '#c8c8c8'} />
                </View>
                )
              : null}
          </View>
        )
      })}
    </View>
  )
})
