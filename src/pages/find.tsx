import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { runInAction } from '@/lib/state'
import type { FindPost, LiveSummary } from '../../types/find'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import { appEnv } from '@/env'
import { findApi, liveApi } from '@/api/find'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SegmentTabs } from '@/components/SegmentTabs'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useStores } from '@/stores'
import { navigate } from '@/routes/navigate'
import { PostCard } from './find/PostCard'
import { toggleFollow, toggleLike } from './find/postActions'
import './find/feed.scss'

type FeedTab = 'find' | 'follow' | 'video'
const TABS: FeedTab[] = ['find', 'follow', 'video']

/**
 * Discover (/pages/find; the Discover tab in the discover tab mode): the feed in three tabs
 * (recommend, following, video), lives on air on top, paged posts with pictures or a video and
 * linked goods; like and follow from the card, the comments open the post.
 */
const FindPage = observer(function FindPage () {
  const param = useRouter().params.type
  const [tab, setTab] = useState<FeedTab>(TABS.includes(param as FeedTab) ? param as FeedTab : 'find')
  const [lists] = useState(() => Object.fromEntries(TABS.map((k) => [k, new PagedList<FindPost>((page) => findApi.list({ type: k, page }))])) as Record<FeedTab, PagedList<FindPost>>)
  const [lives, setLives] = useState<LiveSummary[]>([])
  const list = lists[tab]
  const { session } = useStores()
  const needsLogin = tab === 'follow' && !session.isLogin
  const isTab = appEnv.TAB_MODE === 'discover'

  useEffect(() => { if (list.status === 'idle' && !needsLogin) void list.refresh() }, [tab, needsLogin])
  useEffect(() => { void liveApi.onAir().then(setLives, () => undefined) }, [])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (!needsLogin) void list.loadMore() })

  const patch = (id: number, change: Partial<FindPost>) => {
    runInAction(() => { list.items = list.items.map((p) => p.id === id ? { ...p, ...change } : p) })
  }
  const like = (post: FindPost) => { void toggleLike(post).then((c) => { patch(post.id, c) }, () => undefined) }
  const follow = (post: FindPost) => {
    void toggleFollow(post).then((on) => {
      runInAction(() => { list.items = list.items.map((p) => p.user.id === post.user.id ? { ...p, is_follow: on } : p) })
    }, () => undefined)
  }

  let body
  if (needsLogin) body = <SignInPrompt reason='feed' />
  else if (list.initialLoading) body = <View className='post'><LinesSkeleton rows={5} /></View>
  else if (list.isEmpty) {
    body = tab === 'follow'
      ? <EmptyState icon={<Icon name='user' size={40} />} title={t('find.followEmptyTitle')} description={t('find.followEmptyDesc')} />
      : <EmptyState icon={<Icon name='comment' size={40} />} title={t('find.emptyTitle')} description={t('find.emptyDesc')} />
  } else {
    body = (
      <>
        {list.items.map((p) => <PostCard key={p.id} post={p} onLike={like} onFollow={follow} />)}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }

  return (
    <PageShell id='find' className='feed' titleKey='find.title' tab={isTab}>
      <View className='feed__tabs'>
        <SegmentTabs id='find-tab' tabs={TABS.map((k) => ({ key: k, label: t(`find.tabs.${k}`) }))} value={tab} onChange={setTab} />
      </View>
      {lives.length > 0
        ? (
          <View className='feed__lives' id='find-lives'>
            {lives.map((l) => (
              <View key={l.id} className='feed__live' id={`find-live-${l.id}`} onClick={() => { void navigate('pages/apps/find/details/live', { id: l.id }) }}>
                <View className='feed__live-dot' />
                <Text className='feed__live-title'>{l.shop.name} · {l.title}</Text>
              </View>
            ))}
          </View>
          )
        : null}
      <View className='feed__actions'>
        <Text className='feed__action' id='find-mine' onClick={() => { void navigate('pages/apps/find/user') }}>{t('find.myPosts')}</Text>
        <Text className='feed__action feed__action--primary' id='find-add' onClick={() => { void navigate('pages/apps/find/user/add') }}>+ {t('find.publish')}</Text>
      </View>
      {body}
    </PageShell>
  )
})

export default FindPage
