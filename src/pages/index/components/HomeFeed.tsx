import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { EmptyState } from '@/components/EmptyState'
import { GoodsGrid } from '@/components/GoodsCard'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { getNavInsets } from '@/components/NavInsets'
import { SignInPrompt } from '@/components/SignInPrompt'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/catalog'
import { HomeFeed as Feed, type FeedTab } from '../feed'
import { goodsOf } from '../modules'
import type { FeedSlotProps } from './feedSlot.types'

const TABS: Array<{ tab: FeedTab, title: TKey, sub: TKey }> = [
  { tab: 'likes', title: 'catalog.feed.recommend', sub: 'catalog.feed.recommendSub' },
  { tab: 'follow', title: 'catalog.feed.follow', sub: 'catalog.feed.followSub' }
]

/** Recommend / follow tabs under the home modules, with their goods and the paging footer. */
export const HomeFeed = observer(function HomeFeed ({ feed }: { feed: Feed }) {
  const { session } = useStores()
  const { statusBar, barHeight } = getNavInsets()
  const list = feed.current
  let body
  if (feed.tab === 'follow' && !session.isLogin) {
    body = <SignInPrompt reason='feed' className='home-feed__state' />
  } else if (feed.tab === 'follow' && list.isEmpty) {
    body = (
      <EmptyState className='home-feed__state' icon={<Icon name='store' size={40} />} title={t('catalog.feed.emptyTitle')}
        description={t('catalog.feed.emptyDesc')} actionText={t('catalog.feed.seeRecommend')} actionId='feed-recommend'
        onAction={() => feed.setTab('likes')}
      />
    )
  } else if (list.status === 'error' && list.items.length === 0) {
    body = (
      <EmptyState className='home-feed__state' icon={<Icon name='failure' size={40} />} title={t('catalog.feed.errorTitle')}
        actionText={t('common.retry')} actionId='feed-retry' onAction={() => { void list.refresh() }}
      />
    )
  } else {
    body = (
      <>
        <GoodsGrid list={list.items} />
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }
  return (
    <View id='home-feed' className='home-feed'>
      <View className='home-feed__tabs' style={{ top: `${statusBar + barHeight}px` }}>
        {TABS.map((x) => (
          <View key={x.tab} id={`feed-tab-${x.tab}`} className={`home-feed__tab ${feed.tab === x.tab ? 'home-feed__tab--on' : ''}`}
            onClick={() => feed.setTab(x.tab)}
          >
            <Text className='home-feed__title'>{t(x.title)}</Text>
            <Text className='home-feed__sub'>{t(x.sub)}</Text>
          </View>
        ))}
      </View>
      {body}
    </View>
  )
})

/**
 * The feed with its state: starts "recommend" from the likes module's first page, follows the
 * login, and hands the home page its paging / refresh handle.
 */
export const HomeFeedSection = observer(function HomeFeedSection ({ module, register }: FeedSlotProps) {
  const { session } = useStores()
  const [feed] = useState(() => new Feed(() => session.isLogin))
  useEffect(() => { feed.startLikes(module ? goodsOf(module) : null) }, [module])
  useEffect(() => { feed.onLoginChange() }, [session.isLogin])
  useEffect(() => {
    register({ loadMore: () => feed.loadMore(), refresh: () => feed.refreshFollow() })
    return () => register(null)
  }, [feed])
  return <HomeFeed feed={feed} />
})
