import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { MyComment } from '../../../../types/account'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { assetUrl } from '@/env'
import { accountApi } from '@/api/account'
import { PagedList } from '@/stores/paged'
import { formatDate } from '@/lib/time'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { QuickMenu } from '@/components/QuickMenu'
import { navigate } from '@/routes/navigate'
import '../../../components/Icon/extra.scss'
import '../setting/account.scss'

const LEVELS = ['good', 'medium', 'bad'] as const

function Stars ({ score }: { score: string }) {
  const n = Math.round(Number(score) || 0)
  return (
    <View className='my-review__stars'>
      {[1, 2, 3, 4, 5].map((i) => <Icon key={i} name='x-star-fill' size={11} color={i <= n ? '#ffb400' : '#e0e0e0'} />)}
    </View>
  )
}

/** My reviews (/pages/user/comment/comment): the caller's reviews, newest first, paged. */
const MyReviewsPage = observer(function MyReviewsPage () {
  const { session } = useStores()
  const [list] = useState(() => new PagedList<MyComment>((page) => accountApi.comments({ page }, { toast: false })))

  useEffect(() => { if (session.isLogin) void list.refresh() }, [session.isLogin, list])
  usePullDownRefresh(() => {
    const done = () => { void Taro.stopPullDownRefresh() }
    if (!session.isLogin) { done(); return }
    void list.refresh().finally(done)
  })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  if (!session.isLogin) return <PageShell id='my-reviews' className='acc-page' titleKey='acc.comment.title'><SignInPrompt reason='reviews' /></PageShell>

  let body
  if (list.initialLoading) {
    body = <LinesSkeleton rows={3} />
  } else if (list.status === 'error' && list.items.length === 0) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('acc.comment.loadFailed')} actionText={t('acc.comment.retry')} actionId='reviews-retry' onAction={() => { void list.refresh() }} />
  } else if (list.isEmpty) {
    body = (
      <EmptyState icon={<Icon name='comment' size={40} />} title={t('acc.comment.empty')} description={t('acc.comment.emptyDesc')}
        actionText={t('acc.comment.toOrders')} actionId='reviews-orders' solid onAction={() => { void navigate('pages/user/order/order', { type: 'evaluate' }) }}
      />
    )
  } else {
    body = (
      <>
        {list.items.map((c) => (
          <View key={c.id} className='my-review' data-id={c.id}>
            <View className='my-review__goods' onClick={() => { void navigate('pages/product/goods', { id: c.goods_id }) }}>
              <Image className='my-review__img' src={assetUrl(c.image)} mode='aspectFill' lazyLoad />
              <View className='my-review__info'>
                <Text className='my-review__title'>{c.title}</Text>
                {c.sku ? <Text className='my-review__sku'>{c.sku}</Text> : null}
              </View>
            </View>
            <View className='my-review__head'>
              <Stars score={c.score} />
              <Text>{t(`acc.comment.levels.${LEVELS[c.state] ?? 'good'}`)}</Text>
              {c.anonymous ? <Text className='acc-tag acc-tag--grey'>{t('acc.comment.anonymous')}</Text> : null}
              <Text className='my-review__time'>{formatDate(c.createtime, 'yyyy-MM-dd')}</Text>
            </View>
            <Text className='my-review__content'>{c.content}</Text>
            {c.images.length > 0
              ? (
                <View className='my-review__pics'>
                  {c.images.map((p) => (
                    <Image key={p} className='my-review__pic' src={assetUrl(p)} mode='aspectFill' lazyLoad
                      onClick={() => { void Taro.previewImage({ current: assetUrl(p), urls: c.images.map(assetUrl) }) }}
                    />
                  ))}
                </View>
                )
              : null}
          </View>
        ))}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }
  return (
    <PageShell id='my-reviews' className='acc-page' titleKey='acc.comment.title'>
      {body}
      <QuickMenu />
    </PageShell>
  )
})

export default MyReviewsPage
