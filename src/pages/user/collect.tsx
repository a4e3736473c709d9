import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/favorite'
import '@/i18n/domains/product'
import { assetUrl } from '@/env'
import { compactCount } from '@/lib/count'
import { compare, isZero } from '@/lib/money'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price } from '@/components/Price'
import { SegmentTabs } from '@/components/SegmentTabs'
import { navigate } from '@/routes/navigate'
import { CollectStore, type CollectTab } from './collect/store'
import { SignInPrompt } from '@/components/SignInPrompt'
import { CheckMark } from './components/CheckMark'
import { EditBar } from './components/EditBar'
import { confirmDialog } from './components/confirm'
import '../../components/Icon/extra.scss'
import './components/favorite.scss'

/** Favourites (/pages/user/collect): products / group buys, paged, edit mode with delete. */
const CollectPage = observer(function CollectPage () {
  const root = useStores()
  const { session } = root
  const [store] = useState(() => new CollectStore(root))
  const list = store.list
  const sel = store.selection

  useEffect(() => { if (session.isLogin) void store.refresh() }, [session.isLogin, store])
  usePullDownRefresh(() => {
    const done = () => { void Taro.stopPullDownRefresh() }
    if (!session.isLogin) { done(); return }
    void store.refresh().finally(done)
  })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  const onDelete = async () => {
    if (sel.count === 0) { toast(t('favorite.noneSelected')); return }
    if (!await confirmDialog(t('favorite.deleteConfirm', { n: sel.count }), t('favorite.delete'))) return
    const n = await store.deleteSelected()
    if (n > 0) toast(t('favorite.deleted'), 'success')
  }

  const tabs = (
    <SegmentTabs id='collect-tab' value={store.tab} onChange={(k: CollectTab) => { void store.setTab(k) }}
      tabs={[{ key: 'goods', label: t('favorite.goods') }, { key: 'groups', label: t('favorite.groups') }]}
    />
  )

  if (!session.isLogin) {
    return <PageShell id='collect' className='fav-page' titleKey='favorite.collectTitle'>{tabs}<SignInPrompt reason='favorites' /></PageShell>
  }

  let body
  if (list.initialLoading) {
    body = <View className='fav-row'><LinesSkeleton rows={3} /></View>
  } else if (list.isEmpty) {
    body = store.tab === 'goods'
      ? <EmptyState className='fav-empty' icon={<Icon name='x-heart' size={40} />} title={t('favorite.emptyGoods')} description={t('favorite.emptyGoodsDesc')}
          actionText={t('favorite.goShopping')} actionId='collect-go' solid onAction={() => { void navigate('pages/index') }}
        />
      : <EmptyState className='fav-empty' icon={<Icon name='user' size={40} />} title={t('favorite.emptyGroups')} description={t('favorite.emptyGroupsDesc')} />
  } else {
    body = (
      <>
        <View className='fav-toolbar'>
          <Text>{t('favorite.count', { n: list.total })}</Text>
          <View id='collect-manage' className={`fav-toolbar__manage ${sel.editing ? 'fav-toolbar__manage--on' : ''}`} onClick={() => sel.toggleEditing()}>
            {sel.editing ? null : <Icon name='x-edit' size={12} />}
            <Text>{sel.editing ? t('favorite.done') : t('favorite.manage')}</Text>
          </View>
        </View>
        {list.items.map((g) => {
          const showMarket = !isZero(g.market_price) && compare(g.market_price, g.price) > 0
          return (
            <View key={g.collect_id} className='fav-row collect-item' data-id={g.collect_id}
              onClick={() => { if (sel.editing) sel.toggle(g.collect_id); else void navigate('pages/product/goods', { id: g.id }) }}
            >
              {sel.editing ? <CheckMark on={sel.has(g.collect_id)} /> : null}
              <Image className='fav-row__image' src={assetUrl(g.image)} mode='aspectFill' lazyLoad />
              <View className='fav-row__body'>
                <View>
                  <Text className='fav-row__title'>{g.title}</Text>
                  <Text className='fav-row__shop'>{g.shop_name}</Text>
                </View>
                <View className='fav-row__bottom'>
                  <View>
                    <Price value={g.price} />
                    {showMarket ? <Price value={g.market_price} strike className='fav-row__market' /> : null}
                  </View>
                  <Text className='fav-row__sales'>{t('product.sold', { n: compactCount(g.sales) })}</Text>
                </View>
              </View>
            </View>
          )
        })}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }

  return (
    <PageShell id='collect' className={`fav-page ${sel.editing ? 'fav-page--editing' : ''}`} titleKey='favorite.collectTitle'>
      {tabs}
      {body}
      {sel.editing && !list.isEmpty
        ? (
          <EditBar id='collect' selection={sel} ids={store.ids} busy={store.deleting} onDelete={() => { void onDelete() }} />
          )
        : null}
    </PageShell>
  )
})

export default CollectPage
