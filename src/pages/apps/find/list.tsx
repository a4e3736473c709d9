import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { runInAction } from '@/lib/state'
import type { FindPost } from '../../../../types/find'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/find'
import { findApi } from '@/api/find'
import { PagedList } from '@/stores/paged'
import { useStores } from '@/stores'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { PostCard } from '../../find/PostCard'
import { toggleFollow, toggleLike } from '../../find/postActions'
import '../../find/feed.scss'

type ListType = 'find' | 'video' | 'likes'
const TYPES: ListType[] = ['find', 'video', 'likes']

/**
 * One feed as a plain list (/pages/apps/find/list?type=find|video|likes): every shown post, the
 * video posts, or the posts I liked (needs a login); paged, pull to refresh.
 */
const FindListPage = observer(function FindListPage () {
  const raw = useRouter().params.type as ListType
  const type: ListType = TYPES.includes(raw) ? raw : 'find'
  const { session } = useStores()
  const needsLogin = type === 'likes' && !session.isLogin
  const [list] = useState(() => new PagedList<FindPost>((page) => findApi.list({ type, page })))
  const titleKey: TKey = `find.list.${type}`

  useEffect(() => { if (!needsLogin) void list.refresh() }, [needsLogin])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (!needsLogin) void list.loadMore() })

  const patch = (id: number, change: Partial<FindPost>) => {
    runInAction(() => {
      // unliked on "liked by me": it leaves the list
      list.items = type === 'likes' && change.is_like === false ? list.items.filter((p) => p.id !== id) : list.items.map((p) => p.id === id ? { ...p, ...change } : p)
    })
  }
  const follow = (post: FindPost) => {
    void toggleFollow(post).then((on) => {
      runInAction(() => { list.items = list.items.map((p) => p.user.id === post.user.id ? { ...p, is_follow: on } : p) })
    }, () => undefined)
  }

  let body
  if (needsLogin) body = <SignInPrompt reason='creator' />
  else if (list.initialLoading) body = <View className='post'><LinesSkeleton rows={5} /></View>
  else if (list.status === 'error' && list.items.length === 0) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('load.failed')} actionText={t('common.retry')} onAction={() => { void list.refresh() }} />
  } else if (list.isEmpty) {
    body = <EmptyState icon={<Icon name='comment' size={40} />} title={type === 'likes' ? t('find.list.likesEmpty') : t('find.emptyTitle')} description={type === 'likes' ? undefined : t('find.emptyDesc')} />
  } else {
    body = (
      <>
        {list.items.map((p) => <PostCard key={p.id} post={p} onLike={(x) => { void toggleLike(x).then((c) => { patch(x.id, c) }, () => undefined) }} onFollow={follow} />)}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }
  return <PageShell id='find-list' className='feed' titleKey={titleKey}>{body}</PageShell>
})

export default FindListPage
