import { observer } from '@/lib/observer'
import { View } from '@tarojs/components'
import type { RefundListItem } from '../../../../../types/refund'
import { refundApi } from '@/api/refund'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { navigate } from '@/routes/navigate'
import { PagedList } from '@/stores/paged'
import { RefundCard } from './RefundCard'

/** A paged list of refunds: the buyer's own (buy) or their shops' (sell). */
export class RefundListStore {
  readonly list: PagedList<RefundListItem>
  constructor (readonly role: 'buy' | 'sell', api = refundApi) {
    this.list = new PagedList<RefundListItem>((page) => api.list({ page, role }))
  }
}

/** The list body: skeleton, error, empty, cards and the load-more row (the page owns refresh and paging hooks). */
export const RefundListView = observer(function RefundListView ({ store }: { store: RefundListStore }) {
  const { list, role } = store
  if (list.initialLoading) return <>{[0, 1].map((i) => <View key={i} className='order-card order-card--skeleton'><LinesSkeleton rows={3} /></View>)}</>
  if (list.status === 'error' && list.items.length === 0) {
    return <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={t('refund.loadFailed')} actionText={t('refund.retry')} actionId='refunds-retry' onAction={() => { void list.refresh() }} />
  }
  if (list.isEmpty) {
    return <EmptyState className='order-empty rf-empty' icon={<Icon name='refund' size={40} />} title={t(role === 'sell' ? 'refund.emptySell' : 'refund.emptyTitle')} description={role === 'sell' ? undefined : t('refund.emptyDesc')} />
  }
  return (
    <>
      {list.items.map((r) => (
        <RefundCard key={r.id} r={r} seller={role === 'sell'} onOpen={() => { void navigate('pages/user/refund/details', { id: r.id, role: role === 'sell' ? 'sell' : undefined }) }} />
      ))}
      <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
    </>
  )
})
