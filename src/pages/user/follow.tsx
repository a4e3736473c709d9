import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/favorite'
import '@/i18n/domains/shop'
import { assetUrl } from '@/env'
import { compactCount } from '@/lib/count'
import { formatMoney } from '@/lib/money'
import { formatDate } from '@/lib/time'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { navigate } from '@/routes/navigate'
import { FollowStore } from './follow/store'
import { SignInPrompt } from '@/components/SignInPrompt'
import { confirmDialog } from './components/confirm'
import '../../components/Icon/extra.scss'
import './components/favorite.scss'
import './follow/follow.scss'

/** Followed stores (/pages/user/follow): paged; unfollow asks first. */
const FollowPage = observer(function FollowPage () {
  const root = useStores()
  const { session } = root
  const [store] = useState(() => new FollowStore(root))
  const list = store.list

  useEffect(() => { if (session.isLogin) void list.refresh() }, [session.isLogin, list])
  usePullDownRefresh(() => {
    const done = () => { void Taro.stopPullDownRefresh() }
    if (!session.isLogin) { done(); return }
    void list.refresh().finally(done)
  })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  const onUnfollow = async (id: number, name: string) => {
    if (!await confirmDialog(t('favorite.unfollowConfirm', { name }), t('favorite.unfollow'))) return
    if (await store.unfollow(id)) toast(t('shop.followOff'), 'success')
  }

  if (!session.isLogin) return <PageShell id='follow' className='fav-page' titleKey='favorite.followTitle'><SignInPrompt reason='follow' /></PageShell>

  return (
    <PageShell id='follow' className='fav-page' titleKey='favorite.followTitle'>
      {list.initialLoading
        ? <View className='follow-shop'><LinesSkeleton rows={3} /></View>
        : list.isEmpty
          ? <EmptyState className='fav-empty' icon={<Icon name='store' size={40} />} title={t('favorite.emptyFollow')} description={t('favorite.emptyFollowDesc')}
              actionText={t('favorite.goShopping')} actionId='follow-go' solid onAction={() => { void navigate('pages/index') }}
            />
          : (
            <>
              <View className='fav-toolbar'><Text>{t('favorite.count', { n: list.total })}</Text></View>
              {list.items.map((s) => (
                <View key={s.id} className='follow-shop' data-id={s.id} onClick={() => { void navigate('pages/shop/index', { id: s.id }) }}>
                  <Image className='follow-shop__logo' src={assetUrl(s.avatar)} mode='aspectFill' lazyLoad />
                  <View className='follow-shop__body'>
                    <View className='follow-shop__name-row'>
                      {s.isself ? <Text className='follow-shop__self'>{t('shop.self')}</Text> : null}
                      <Text className='follow-shop__name'>{s.shopname}</Text>
                    </View>
                    <Text className='follow-shop__meta'>{t('shop.followers', { n: compactCount(s.like) })} · {t('shop.goodsCount', { n: compactCount(s.goods_count) })}</Text>
                    <View className='follow-shop__scores'>
                      <Icon name='x-star-fill' size={10} color='#ffb400' />
                      <Text>{formatMoney(s.score_describe, 1)} / {formatMoney(s.score_service, 1)} / {formatMoney(s.score_deliver, 1)}</Text>
                      {s.followtime ? <Text className='follow-shop__time'>{t('favorite.followedAt', { date: formatDate(s.followtime, 'yyyy-MM-dd') })}</Text> : null}
                    </View>
                  </View>
                  <View className={`follow-shop__btn ${store.busy === s.id ? 'follow-shop__btn--busy' : ''}`}
                    onClick={(e) => { e.stopPropagation?.(); void onUnfollow(s.id, s.shopname) }}
                  >
                    <Text>{t('shop.followed')}</Text>
                  </View>
                </View>
              ))}
              <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
            </>
            )}
    </PageShell>
  )
})

export default FollowPage
