import { useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/catalog'
import '@/i18n/domains/search'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { GoodsGrid } from '@/components/GoodsCard'
import { navigate, redirect } from '@/routes/navigate'
import { findCategory } from '@/lib/category'
import { GoodsListStore } from './goodslist/store'
import { SortBar } from './goodslist/components/SortBar'
import { GoodsRow, RowsSkeleton } from './goodslist/components/GoodsRow'
import { FilterDrawer } from './goodslist/components/FilterDrawer'
import '../components/Icon/catalog.scss'
import './goodslist/goodslist.scss'

function quiet (p: unknown) {
  if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => undefined)
}

/** The search page: back to it when it opened this list, else a new one pre-filled with the term. */
function openSearch (keyword: string) {
  let prev = ''
  try {
    const pages = Taro.getCurrentPages()
    prev = pages.length > 1 ? String(pages[pages.length - 2]?.route ?? '') : ''
  } catch { /* no page stack (tests) */ }
  if (prev.replace(/^\//, '').startsWith('pages/page/search')) return Taro.navigateBack({ delta: 1 })
  return navigate('pages/page/search', { keyword })
}

/** "Popular searches" under an empty result: another term replaces this list. */
function PopularTerms ({ terms }: { terms: string[] }) {
  if (terms.length === 0) return null
  return (
    <View id='glist-popular' className='glist__popular'>
      <Text className='glist__popular-title'>{t('catalog.list.tryThese')}</Text>
      <View className='glist__popular-chips'>
        {terms.slice(0, 8).map((term) => (
          <View key={term} className='glist__popular-chip' onClick={() => { quiet(redirect('pages/goodslist', { keyword: term })) }}>
            <Text>{term}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/**
 * Goods list (/pages/goodslist and /pages/product/list): keyword, category, brand or shop from the
 * route; sort bar, filter drawer, list/grid view, paging on reach-bottom, pull-down refresh.
 */
const GoodsList = observer(function GoodsList () {
  const router = useRouter()
  const { app, locale } = useStores()
  const [store] = useState(() => new GoodsListStore(router?.params, () => app.moneyDisplay))
  const keyword = store.route.search
  const category = store.route.category_id ? findCategory(app.categoryModules, store.route.category_id) : null
  const title = keyword || category?.name || t('catalog.list.title')

  const applyTitle = () => { try { quiet(Taro.setNavigationBarTitle({ title })) } catch { /* no bar */ } }
  useEffect(applyTitle, [title, locale.lang])
  useDidShow(applyTitle)
  useEffect(() => { void store.load() }, [store])
  usePullDownRefresh(() => { void store.load().finally(() => { quiet(Taro.stopPullDownRefresh()) }) })
  useReachBottom(() => { void store.list.loadMore() })

  const { list } = store
  let body
  if (list.initialLoading) {
    body = <RowsSkeleton />
  } else if (list.status === 'error' && list.items.length === 0) {
    body = (
      <EmptyState className='glist__state' icon={<Icon name='failure' size={40} />} title={t('catalog.list.errorTitle')}
        description={t('catalog.list.errorDesc')} actionText={t('catalog.list.retry')} actionId='glist-retry' onAction={() => { void store.load() }}
      />
    )
  } else if (list.isEmpty) {
    body = store.filtered
      ? (
        <EmptyState className='glist__state' icon={<Icon name='filter' size={40} />} title={t('catalog.list.emptyTitle')}
          description={t('catalog.list.emptyFiltered')} actionText={t('catalog.list.clearFilters')} actionId='glist-clear' onAction={() => store.clearFilters()}
        />
        )
      : keyword
        ? (
          <>
            <EmptyState className='glist__state' icon={<Icon name='search' size={40} />} title={t('catalog.list.emptyTitle')}
              description={t('catalog.list.emptyKeyword', { q: keyword })} actionText={t('catalog.list.searchAgain')} actionId='glist-search'
              onAction={() => { void openSearch(keyword) }}
            />
            <PopularTerms terms={app.searchModules.filter((x) => x !== keyword)} />
          </>
          )
        : (
          <EmptyState className='glist__state' icon={<Icon name='store' size={40} />} title={t('catalog.list.emptyTitle')}
            description={t('catalog.list.emptyDesc')} actionText={t('catalog.list.goHome')} actionId='glist-home'
            onAction={() => { void navigate('pages/index') }}
          />
          )
  } else if (store.view === 'grid') {
    body = <View className='glist__grid'><GoodsGrid list={list.items} /></View>
  } else {
    body = <View className='glist__rows'>{list.items.map((g) => <GoodsRow key={g.id} goods={g} />)}</View>
  }

  return (
    <PageShell id='goods-list' className='glist'>
      <View className='glist__head'>
        <View className='glist__search-row'>
          <View id='glist-search-bar' className='glist__search' onClick={() => { void openSearch(keyword) }}>
            <Icon name='search' size={14} color='#999' />
            <Text className={`glist__search-text ${keyword ? '' : 'glist__search-text--placeholder'}`}>{keyword || t('search.placeholder')}</Text>
          </View>
          <View id='glist-view' className='glist__view' onClick={() => store.toggleView()}>
            <Icon name={store.view === 'list' ? 'grid' : 'list'} size={20} color='#333' />
          </View>
        </View>
        <SortBar store={store} />
      </View>
      {list.total > 0 && !list.initialLoading ? <Text className='glist__total'>{t('catalog.list.total', { n: list.total })}</Text> : null}
      {body}
      {list.items.length > 0 ? <LoadMore status={list.status} onRetry={() => { void list.retry() }} /> : null}
      <FilterDrawer store={store} />
    </PageShell>
  )
})

export default GoodsList
