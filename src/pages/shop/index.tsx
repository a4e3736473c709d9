import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import '@/i18n/domains/shop'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { SegmentTabs } from '@/components/SegmentTabs'
import { navigate } from '@/routes/navigate'
import { ShopInfoStore } from './components/shop-store'
import { ShopGoodsQuery } from './components/goods-query'
import { SortBar } from './components/SortBar'
import { ShopGoods } from './components/ShopGoods'
import { ShopHomeSections } from './index/sections'
import { ShopHeader } from './index/components/ShopHeader'
import { HomeTab } from './index/components/HomeTab'
import { CategoryTab } from './index/components/CategoryTab'
import { DynamicsTab } from './index/components/DynamicsTab'
import { PagedList } from '@/stores/paged'
import { findApi } from '@/api/find'
import type { FindPost } from '../../../types/find'
import '../../components/Icon/extra.scss'
import './components/shop.scss'
import './index/shop-index.scss'

type ShopTab = 'home' | 'all' | 'dynamics' | 'category'

/** A shop (/pages/shop/index?id): header, then home / all products / dynamics (its posts) / categories. */
const ShopPage = observer(function ShopPage () {
  const root = useStores()
  const router = useRouter()
  const id = Number(router?.params?.id)
  const [shop] = useState(() => new ShopInfoStore(root, id))
  const [home] = useState(() => new ShopHomeSections(id))
  const [all] = useState(() => new ShopGoodsQuery(id))
  const [posts] = useState(() => new PagedList<FindPost>((page) => findApi.list({ type: 'user', shop_id: id, page })))
  const [tab, setTab] = useState<ShopTab>('home')
  const [allStarted, setAllStarted] = useState(false)

  useEffect(() => {
    void shop.load().then(() => { if (shop.status === 'ready') void home.load() })
  }, [shop, home])

  const open = (next: ShopTab) => {
    setTab(next)
    if (next === 'all' && !allStarted) {
      setAllStarted(true)
      void all.refresh()
    }
    if (next === 'dynamics' && posts.status === 'idle') void posts.refresh()
  }

  usePullDownRefresh(() => {
    const jobs: Array<Promise<unknown>> = [shop.load()]
    if (tab === 'home') jobs.push(home.load())
    if (tab === 'all') jobs.push(all.refresh())
    if (tab === 'dynamics') jobs.push(posts.refresh())
    void Promise.allSettled(jobs).finally(() => { void Taro.stopPullDownRefresh() })
  })
  useReachBottom(() => {
    if (tab === 'all') void all.list.loadMore()
    if (tab === 'dynamics') void posts.loadMore()
  })

  const info = shop.info
  if (shop.status === 'loading') {
    return (
      <PageShell id='shop' className='shop-page' titleKey='shop.title'>
        <View className='shop-header shop-header--loading' />
        <View className='shop-goods--loading'><LinesSkeleton rows={5} /></View>
      </PageShell>
    )
  }
  if (!info || shop.status !== 'ready') {
    const missing = shop.status === 'missing'
    return (
      <PageShell id='shop' className='shop-page' titleKey='shop.title'>
        <EmptyState className='shop-state' icon={<Icon name={missing ? 'store' : 'failure'} size={40} />}
          title={missing ? t('shop.missingTitle') : t('product.errorTitle')}
          description={missing ? t('shop.missingDesc') : t('product.errorDesc')}
          actionText={missing ? t('product.backHome') : t('product.retry')} actionId='shop-state-action' solid
          onAction={() => { if (missing) void navigate('pages/index'); else void shop.load() }}
        />
      </PageShell>
    )
  }

  const onFollow = async () => {
    const r = await shop.toggleFollow()
    if (r !== null) toast(r ? t('shop.followOn') : t('shop.followOff'), 'success')
  }

  return (
    <PageShell id='shop' className='shop-page' titleKey='shop.title'>
      <ShopHeader info={info} busy={shop.followBusy} onFollow={() => { void onFollow() }} />
      <View className='shop-tabs'>
        <SegmentTabs id='shop-tab' value={tab} onChange={open}
          tabs={[
            { key: 'home', label: t('shop.tabs.home') },
            { key: 'all', label: t('shop.tabs.all') },
            { key: 'dynamics', label: t('shop.tabs.dynamics') },
            { key: 'category', label: t('shop.tabs.category') }
          ]}
        />
        {tab === 'all' ? <SortBar query={all} className='shop-tabs__sort' /> : null}
      </View>
      {tab === 'home' ? <HomeTab sections={home} onMore={() => open('all')} /> : null}
      {tab === 'all' ? <ShopGoods query={all} /> : null}
      {tab === 'dynamics' ? <DynamicsTab list={posts} /> : null}
      {tab === 'category' ? <CategoryTab shopId={info.id} tree={info.category ?? []} /> : null}
    </PageShell>
  )
})

export default ShopPage
