import { View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ReactNode } from 'react'
import { t } from '@/i18n'
import '@/i18n/domains/agents'
import { EmptyState } from '@/components/EmptyState'
import { Icon, type IconName } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import type { PagedList } from '@/stores/paged'

/** A paged list's states: skeleton, failed with retry, empty with a hint (and an action), rows with "more". */
export const PagedBody = observer(function PagedBody<T> ({ list, render, empty }: {
  list: PagedList<T>
  render: (item: T) => ReactNode
  empty: { icon: IconName, title: string, desc: string, action?: { text: string, id: string, run: () => void } }
}) {
  if (list.initialLoading) return <View className='w-card'><LinesSkeleton rows={5} /></View>
  if (list.status === 'error' && list.items.length === 0) {
    return <EmptyState icon={<Icon name='failure' size={40} />} title={t('agents.loadFailed')} actionText={t('agents.retry')} actionId='agents-retry' onAction={() => { void list.refresh() }} />
  }
  if (list.isEmpty) {
    return <EmptyState icon={<Icon name={empty.icon} size={40} />} title={empty.title} description={empty.desc} actionText={empty.action?.text} actionId={empty.action?.id} onAction={empty.action?.run} />
  }
  return (
    <View className='w-card'>
      {list.items.map(render)}
      <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
    </View>
  )
})
