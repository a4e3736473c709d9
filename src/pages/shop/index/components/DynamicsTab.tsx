import { observer } from '@/lib/observer'
import { runInAction } from '@/lib/state'
import { View } from '@tarojs/components'
import type { FindPost } from '../../../../../types/find'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import type { PagedList } from '@/stores/paged'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { PostCard } from '../../../find/PostCard'
import { toggleFollow, toggleLike } from '../../../find/postActions'
import '../../../find/feed.scss'

/** The shop's "dynamics" tab: the posts it published (the feed's cards), paged by the page's scroll. */
export const DynamicsTab = observer(function DynamicsTab ({ list }: { list: PagedList<FindPost> }) {
  const patch = (change: (p: FindPost) => FindPost) => { runInAction(() => { list.items = list.items.map(change) }) }
  if (list.initialLoading) return <View className='post'><LinesSkeleton rows={4} /></View>
  if (list.status === 'error' && list.items.length === 0) {
    return <EmptyState icon={<Icon name='failure' size={40} />} title={t('load.failed')} actionText={t('common.retry')} actionId='shop-dynamics-retry' onAction={() => { void list.refresh() }} />
  }
  if (list.isEmpty) return <EmptyState icon={<Icon name='comment' size={40} />} title={t('find.emptyTitle')} />
  return (
    <View id='shop-dynamics'>
      {list.items.map((p) => (
        <PostCard key={p.id} post={p}
          onLike={(x) => { void toggleLike(x).then((c) => { patch((y) => y.id === x.id ? { ...y, ...c } : y) }, () => undefined) }}
          onFollow={(x) => { void toggleFollow(x).then((on) => { patch((y) => y.user.id === x.user.id ? { ...y, is_follow: on } : y) }, () => undefined) }} />
      ))}
      <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
    </View>
  )
})
