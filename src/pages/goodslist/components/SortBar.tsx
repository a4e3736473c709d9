import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { GoodsSort } from '../../../../types/catalog'
import { Icon } from '@/components/Icon'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/catalog'
import type { GoodsListStore } from '../store'

const SORTS: Array<{ sort: GoodsSort, label: TKey }> = [
  { sort: 'composite', label: 'catalog.list.composite' },
  { sort: 'sales', label: 'catalog.list.sales' },
  { sort: 'price', label: 'catalog.list.price' },
  { sort: 'newest', label: 'catalog.list.newest' }
]

/** Composite | sales | price ▲▼ | newest | filter (with the number of filters in effect). */
export const SortBar = observer(function SortBar ({ store }: { store: GoodsListStore }) {
  const { sort, order } = store.sort
  const count = store.filterCount
  return (
    <View className='sort-bar'>
      {SORTS.map((s) => {
        const on = s.sort === sort
        return (
          <View key={s.sort} id={`sort-${s.sort}`} className={`sort-bar__item ${on ? 'sort-bar__item--on' : ''}`}
            onClick={() => store.setSort(s.sort)}
          >
            <Text>{t(s.label)}</Text>
            {s.sort === 'price'
              ? (
                <View className='sort-bar__arrows'>
                  <Icon name='triangle-up' size={8} className={on && order === 'asc' ? 'sort-bar__arrow--on' : 'sort-bar__arrow'} />
                  <Icon name='triangle-down' size={8} className={on && order === 'desc' ? 'sort-bar__arrow--on' : 'sort-bar__arrow'} />
                </View>
                )
              : null}
          </View>
        )
      })}
      <View id='sort-filter' className={`sort-bar__item sort-bar__filter ${count > 0 ? 'sort-bar__item--on' : ''}`} onClick={() => store.openDrawer()}>
        <Text>{t('catalog.list.filter')}</Text>
        <Icon name='filter' size={13} />
        {count > 0 ? <Text className='sort-bar__count'>{count}</Text> : null}
      </View>
    </View>
  )
})
