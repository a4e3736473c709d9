import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { GroupGoodsCard } from '../../../../types/groups'
import { groupsApi } from '@/api/groups'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/groups'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price } from '@/components/Price'
import { PagedList } from '@/stores/paged'
import { useStores } from '@/stores'
import { navigate } from '@/routes/navigate'
import './components/groups.scss'

function Card ({ g }: { g: GroupGoodsCard }) {
  return (
    <View className='gb-card' data-goods={g.goods_id} onClick={() => { void navigate('pages/apps/groups/goods', { id: g.goods_id }) }}>
      <Image className='gb-card__image' src={assetUrl(g.image)} mode='aspectFill' lazyLoad />
      <View className='gb-card__body'>
        <Text className='gb-card__title'>{g.title}</Text>
        <View className='gb-card__tags'>
          <Text className='gb-tag'>{t('groups.peopleNum', { n: g.people_num })}</Text>
          <Text className='gb-card__count'>{t('groups.successCount', { n: g.success_count })}</Text>
        </View>
        <View className='gb-card__bottom'>
          <View className='gb-card__prices'>
            <Price value={g.group_price} className='gb-card__group' />
            <View className='gb-card__alone'>
              <Text className='gb-card__alone-label'>{t('groups.alonePrice')}</Text>
              <Price value={g.alone_price} strike />
            </View>
          </View>
          <Text className='gb-card__go'>{t('groups.go')}</Text>
        </View>
      </View>
    </View>
  )
}

/** Group deals (/pages/apps/groups/index): the goods sold in groups, paged. */
const GroupsIndex = observer(function GroupsIndex () {
  const { session } = useStores()
  const [list] = useState(() => new PagedList<GroupGoodsCard>((page) => groupsApi.list({ page })))
  useEffect(() => { void list.refresh() }, [])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { void list.loadMore() })

  let body
  if (list.initialLoading) body = [0, 1, 2].map((i) => <View key={i} className='gb-card gb-card--skeleton'><LinesSkeleton rows={3} /></View>)
  else if (list.status === 'error' && list.items.length === 0) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('groups.loadFailed')} actionText={t('groups.retry')} actionId='groups-retry' onAction={() => { void list.refresh() }} />
  } else if (list.isEmpty) {
    body = <EmptyState icon={<Icon name='x-tips' size={40} />} title={t('groups.empty')} description={t('groups.emptyDesc')} actionText={t('groups.goHome')} actionId='groups-home' onAction={() => { void navigate('pages/index') }} />
  } else {
    body = (
      <>
        {list.items.map((g) => <Card key={g.goods_id} g={g} />)}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }
  return (
    <PageShell id='groups-index' className='gb-page' titleKey='groups.title'>
      {session.isLogin
        ? (
          <View className='gb-bar'>
            <Text id='groups-my-orders' className='gb-bar__link' onClick={() => { void navigate('pages/apps/groups/order/order') }}>{t('groups.myOrders')} ›</Text>
          </View>
          )
        : null}
      <View className='gb-list'>{body}</View>
    </PageShell>
  )
})

export default GroupsIndex
