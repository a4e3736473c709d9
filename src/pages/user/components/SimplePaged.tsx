import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { Paginated } from '../../../../types/envelope'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/refund'
import { EmptyState } from '@/components/EmptyState'
import { Icon, type IconName } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { PagedList } from '@/stores/paged'

/**
 * A signed-in page's paged list (feedback, complaints): loads on sign-in and on coming back,
 * pull-to-refresh, more at the bottom; skeleton, error with retry, empty with an action.
 */
export const SimplePaged = observer(function SimplePaged<T extends { id: number }> ({ fetch, render, empty }: {
  fetch: (page: number) => Promise<Paginated<T>>
  render: (item: T) => React.ReactNode
  empty: { icon: IconName, title: TKey, desc: TKey, action: TKey, actionId: string, onAction: () => void }
}) {
  const { session } = useStores()
  const [list] = useState(() => new PagedList<T>(fetch))
  const shown = useRef(false)
  useEffect(() => { if (session.isLogin) void list.refresh() }, [session.isLogin])
  useDidShow(() => {
    if (shown.current && session.isLogin) void list.refresh()
    shown.current = true
  })
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  if (list.initialLoading) return <>{[0, 1].map((i) => <View key={i} className='od-card'><LinesSkeleton rows={3} /></View>)}</>
  if (list.status === 'error' && list.items.length === 0) {
    return <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={t('refund.loadFailed')} actionText={t('refund.retry')} onAction={() => { void list.refresh() }} />
  }
  if (list.isEmpty) {
    return <EmptyState className='order-empty' icon={<Icon name={empty.icon} size={40} />} title={t(empty.title)} description={t(empty.desc)} actionText={t(empty.action)} actionId={empty.actionId} solid onAction={empty.onAction} />
  }
  return (
    <>
      {list.items.map((x) => <View key={x.id}>{render(x)}</View>)}
      <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
    </>
  )
})
