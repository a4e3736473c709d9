import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { CategoryNode } from '../../../../types/common'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/favorite'
import '@/i18n/domains/shop'
import { PageShell } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
import { navigate } from '@/routes/navigate'
import { routeText } from '@/routes/params'
import { ShopGoodsQuery } from '../components/goods-query'
import { ShopInfoStore } from '../components/shop-store'
import { SortBar } from '../components/SortBar'
import { ShopGoods } from '../components/ShopGoods'
import { SearchBox } from '../components/SearchBox'
import '../../../components/Icon/extra.scss'
import '../components/shop.scss'
import './list.scss'

/** The shop's category tree as one row of chips (children after their parent). */
function flatten (tree: CategoryNode[]): CategoryNode[] {
  return tree.flatMap((c) => [c, ...flatten(c.children ?? [])])
}

/** A shop's goods (/pages/shop/product/list?shop_id[&shop_category_id][&search]): search, category, sort, paged. */
const ShopGoodsPage = observer(function ShopGoodsPage () {
  const root = useStores()
  const router = useRouter()
  const p = router?.params ?? {}
  const shopId = Number(p.shop_id)
  const [query] = useState(() => new ShopGoodsQuery(shopId, {
    categoryId: Number(p.shop_category_id) || null,
    search: routeText(p.search)
  }))
  const [shop] = useState(() => new ShopInfoStore(root, shopId))

  useEffect(() => {
    void query.refresh()
    void shop.load()
  }, [query, shop])
  usePullDownRefresh(() => { void query.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { void query.list.loadMore() })

  const cats = flatten(shop.info?.category ?? [])
  return (
    <PageShell id='shop-goods' className='shop-goods-page' titleKey='shop.goodsTitle'>
      <View className='shop-goods-top'>
        <View className='shop-goods-top__row'>
          {shop.info
            ? (
              <View className='shop-goods-top__shop' onClick={() => { void navigate('pages/shop/index', { id: shopId }) }}>
                <Icon name='store' size={18} color='#ff448f' />
              </View>
              )
            : null}
          <SearchBox id='shop-goods-search' className='shop-goods-top__search' initial={query.search} onSearch={(w) => { void query.setSearch(w) }} />
        </View>
        {cats.length > 0
          ? (
            <ScrollView scrollX className='shop-goods-cats'>
              <Text id='shop-cat-all' className={`shop-goods-cats__chip ${query.categoryId === null ? 'shop-goods-cats__chip--on' : ''}`}
                onClick={() => { void query.setCategory(null) }}
              >{t('shop.all')}
              </Text>
              {cats.map((c) => (
                <Text key={c.id} id={`shop-cat-${c.id}`} className={`shop-goods-cats__chip ${query.categoryId === c.id ? 'shop-goods-cats__chip--on' : ''}`}
                  onClick={() => { void query.setCategory(c.id) }}
                >{c.name}
                </Text>
              ))}
            </ScrollView>
            )
          : null}
        <SortBar query={query} />
      </View>
      {query.search && query.list.total > 0
        ? <Text className='shop-goods-total'>{t('favorite.count', { n: query.list.total })}</Text>
        : null}
      <ShopGoods query={query} />
    </PageShell>
  )
})

export default ShopGoodsPage
