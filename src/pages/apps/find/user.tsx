import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { runInAction } from '@/lib/state'
import type { FindCreator, FindPost } from '../../../../types/find'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import { assetUrl } from '@/env'
import { findApi } from '@/api/find'
import { ApiError } from '@/api/errors'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SegmentTabs } from '@/components/SegmentTabs'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { PostCard } from '../../find/PostCard'
import { PostGrid } from '../../find/PostGrid'
import { toggleFollow, toggleLike } from '../../find/postActions'
import { useCreatorId } from './components/useCreatorId'
import '../../find/feed.scss'
import './find-apps.scss'

type Layout = 'grid' | 'list'

/**
 * A creator (/pages/apps/find/user?id; without id, my own page): avatar, name and bio, counts of
 * posts, likes received, following and followers (the last two open their lists), follow or
 * unfollow; on my own page "post" and "liked by me". Their posts below, paged, as a grid or a list.
 */
const CreatorPage = observer(function CreatorPage () {
  const id = useCreatorId()
  const [creator, setCreator] = useState<FindCreator | null>(null)
  const [error, setError] = useState('')
  const [layout, setLayout] = useState<Layout>('grid')
  const [following, setFollowing] = useState(false)
  const [posts] = useState(() => new PagedList<FindPost>((page) => findApi.list({ type: 'user', user_id: id ?? 0, page })))

  const load = async (): Promise<void> => {
    if (id === null) return
    setError('')
    try {
      const c = await findApi.creator({ id })
      setCreator(c)
      await posts.setFetcher((page) => findApi.list({ type: 'user', user_id: id, page }))
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('find.user.notFound'))
    }
  }
  useEffect(() => { void load() }, [id])
  usePullDownRefresh(() => { void load().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (creator !== null) void posts.loadMore() })

  const follow = async (): Promise<void> => {
    if (creator === null || following) return
    setFollowing(true)
    try {
      const on = (await findApi.follow({ id: creator.id, follow: !creator.is_follow })).follow
      // the counter moves only when the state changed (a second tap that says the same is no change)
      setCreator({ ...creator, is_follow: on, fans: creator.fans + (on === creator.is_follow ? 0 : on ? 1 : -1) })
    } catch { /* the request layer toasted */ } finally {
      setFollowing(false)
    }
  }
  const patch = (postId: number, change: Partial<FindPost>) => {
    runInAction(() => { posts.items = posts.items.map((p) => p.id === postId ? { ...p, ...change } : p) })
  }

  const shell = (body: JSX.Element) => <PageShell id='find-user' className='feed' titleKey='find.user.title'>{body}</PageShell>
  if (id === null) return shell(<SignInPrompt reason='creator' />)
  if (error !== '') {
    return shell(<EmptyState icon={<Icon name='failure' size={40} />} title={error} actionText={t('common.retry')} actionId='find-user-retry' onAction={() => { void load() }} />)
  }
  if (creator === null) return shell(<View className='post'><LinesSkeleton rows={4} /></View>)

  const count = (key: string, n: number, label: string, onClick?: () => void) => (
    <View className='creator__count' id={`creator-count-${key}`} onClick={onClick}>
      <Text className='creator__count-n'>{n}</Text>
      <Text className='creator__count-label'>{label}</Text>
    </View>
  )

  let list
  if (posts.initialLoading) list = <View className='post'><LinesSkeleton rows={4} /></View>
  else if (posts.status === 'error' && posts.items.length === 0) {
    list = <EmptyState icon={<Icon name='failure' size={40} />} title={t('load.failed')} actionText={t('common.retry')} onAction={() => { void posts.refresh() }} />
  } else if (posts.isEmpty) {
    list = (
      <EmptyState icon={<Icon name='comment' size={40} />} title={t('find.user.emptyTitle')} description={t('find.user.emptyDesc')}
        actionText={creator.is_me ? t('find.publish') : undefined} actionId='creator-empty-add'
        onAction={creator.is_me ? () => { void navigate('pages/apps/find/user/add') } : undefined} />
    )
  } else {
    list = (
      <>
        {layout === 'grid'
          ? <PostGrid posts={posts.items} />
          : posts.items.map((p) => (
            <PostCard key={p.id} post={p}
              onLike={(x) => { void toggleLike(x).then((c) => { patch(x.id, c) }, () => undefined) }}
              onFollow={(x) => { void toggleFollow(x).then((on) => { setCreator({ ...creator, is_follow: on }) }, () => undefined) }} />
          ))}
        <LoadMore status={posts.status} onRetry={() => { void posts.retry() }} />
      </>
    )
  }

  return shell(
    <>
      <View className='creator' id='creator' data-id={creator.id}>
        <View className='creator__head'>
          {creator.avatar !== ''
            ? <Image className='creator__avatar' src={assetUrl(creator.avatar)} mode='aspectFill' />
            : <View className='creator__avatar creator__avatar--none'><Icon name='user' size={32} color='#bbb' /></View>}
          <View className='creator__who'>
            <Text className='creator__name' id='creator-name'>{creator.nickname}</Text>
            <Text className='creator__bio'>{creator.bio !== '' ? creator.bio : t('find.user.noBio')}</Text>
          </View>
          {creator.is_me
            ? <AppButton id='creator-add' type='primary' size='small' onClick={() => { void navigate('pages/apps/find/user/add') }}>{t('find.publish')}</AppButton>
            : (
              <AppButton id='creator-follow' type='primary' size='small' fill={creator.is_follow ? 'outline' : 'solid'} loading={following}
                onClick={() => { void follow() }}>{creator.is_follow ? t('find.following') : t('find.follow')}
              </AppButton>
              )}
        </View>
        <View className='creator__counts'>
          {count('posts', creator.posts, t('find.user.posts'))}
          {count('praised', creator.praised, t('find.user.praised'))}
          {count('follow', creator.follow, t('find.user.follow'), () => { void navigate('pages/apps/find/user/follow', { id: creator.id }) })}
          {count('fans', creator.fans, t('find.user.fans'), () => { void navigate('pages/apps/find/user/fans', { id: creator.id }) })}
        </View>
        {creator.is_me
          ? (
            <View className='creator__links'>
              <Text className='creator__link' id='creator-likes' onClick={() => { void navigate('pages/apps/find/list', { type: 'likes' }) }}>{t('find.user.myLikes')}</Text>
            </View>
            )
          : null}
      </View>
      <SegmentTabs id='creator-layout' value={layout} onChange={setLayout}
        tabs={[{ key: 'grid', label: t('find.user.grid') }, { key: 'list', label: t('find.user.list') }]} />
      {list}
    </>
  )
})

export default CreatorPage
