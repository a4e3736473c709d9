import { useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { CouponState, MyCoupon } from '../../../../types/coupon'
import { couponApi } from '@/api/coupon'
import { t } from '@/i18n'
import '@/i18n/domains/coupon'
import { PageShell } from '@/components/PageShell'
import { CouponCard } from '@/components/CouponCard'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SegmentTabs } from '@/components/SegmentTabs'
import { SignInPrompt } from '@/components/SignInPrompt'
import { PagedList } from '@/stores/paged'
import { useStores } from '@/stores'
import { navigate } from '@/routes/navigate'
import { heldAsCard } from './components/cards'
import './components/coupon.scss'

const STATES: CouponState[] = [1, 2, 3]

/** My coupons (/pages/user/coupon/mycard[?state]): unused, used, expired. */
const MyCoupons = observer(function MyCoupons () {
  const { session } = useStores()
  const params = useRouter().params ?? {}
  const [state, setState] = useState<CouponState>(STATES.includes(Number(params.state) as CouponState) ? Number(params.state) as CouponState : 1)
  const [list] = useState(() => new PagedList<MyCoupon>((page) => couponApi.mine({ page, state })))
  useEffect(() => { if (session.isLogin) void list.setFetcher((page) => couponApi.mine({ page, state })) }, [state, session.isLogin])
  useDidShow(() => { if (session.isLogin && list.page > 0) void list.refresh() })
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  if (!session.isLogin) {
    return <PageShell id='coupon-mine' className='cp-page' titleKey='coupon.mineTitle'><SignInPrompt reason='coupons' /></PageShell>
  }
  let body
  if (list.initialLoading || list.status === 'idle') body = <View className='cp-card'><LinesSkeleton rows={4} /></View>
  else if (list.status === 'error' && list.items.length === 0) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('coupon.loadFailed')} actionText={t('coupon.retry')} actionId='coupons-retry' onAction={() => { void list.refresh() }} />
  } else if (list.isEmpty) {
    body = <EmptyState icon={<Icon name='coupon' size={40} />} title={t('coupon.emptyMine')} description={t('coupon.emptyMineDesc')} actionText={t('coupon.center')} actionId='coupons-center' onAction={() => { void navigate('pages/user/coupon/list') }} />
  } else {
    body = (
      <View className='cp-list'>
        {list.items.map((c) => (
          <View key={c.id} className={`cp-held ${c.state !== 1 ? 'cp-held--done' : ''}`} onClick={() => { void navigate('pages/user/coupon/details', { id: c.id }) }}>
            <CouponCard coupon={heldAsCard(c)} action={c.state === 1
              ? <Text className='coupon-btn coupon-btn--ghost' onClick={(e) => { e.stopPropagation(); void navigate('pages/user/coupon/apply', { id: c.id }) }}>{t('coupon.use')}</Text>
              : <Text className='cp-stamp'>{t(c.state === 2 ? 'coupon.stamp.s2' : 'coupon.stamp.s3')}</Text>}
            />
          </View>
        ))}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </View>
    )
  }
  return (
    <PageShell id='coupon-mine' className='cp-page' titleKey='coupon.mineTitle'>
      <SegmentTabs id='coupon-states' tabs={STATES.map((s) => ({ key: String(s) as '1' | '2' | '3', label: t(`coupon.states.s${s}`) }))} value={String(state) as '1' | '2' | '3'} onChange={(k) => { setState(Number(k) as CouponState) }} />
      <View className='cp-bar'><Text id='coupon-center-link' className='cp-bar__link' onClick={() => { void navigate('pages/user/coupon/list') }}>{t('coupon.center')} ›</Text></View>
      {body}
    </PageShell>
  )
})

export default MyCoupons
