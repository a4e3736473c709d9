import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { runInAction } from '@/lib/state'
import type { CouponType } from '../../../../types/catalog'
import type { CouponOffer } from '../../../../types/coupon'
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
import { PagedList } from '@/stores/paged'
import { useStores } from '@/stores'
import { navigate } from '@/routes/navigate'
import { ClaimButton } from '@/components/CouponCard/ClaimButton'
import './components/coupon.scss'

type Tab = 'all' | CouponType
const TABS: Tab[] = ['all', 'reduction', 'discount', 'shipping', 'vip']

/** The coupon centre (/pages/user/coupon/list[?type]): claimable coupons by type, claim in place. */
const CouponCenter = observer(function CouponCenter () {
  const { session } = useStores()
  const params = useRouter().params ?? {}
  const [tab, setTab] = useState<Tab>(TABS.includes(params.type as Tab) ? params.type as Tab : 'all')
  const [list] = useState(() => new PagedList<CouponOffer>((page) => couponApi.center({ page, type: tab === 'all' ? undefined : tab })))
  // the caller's claims are part of each offer: reload when the session changes
  useEffect(() => { void list.setFetcher((page) => couponApi.center({ page, type: tab === 'all' ? undefined : tab })) }, [tab, session.isLogin])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { void list.loadMore() })

  const replace = (o: CouponOffer) => { runInAction(() => { list.items = list.items.map((x) => x.id === o.id ? o : x) }) }
  let body
  if (list.initialLoading) body = <View className='cp-card'><LinesSkeleton rows={4} /></View>
  else if (list.status === 'error' && list.items.length === 0) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('coupon.loadFailed')} actionText={t('coupon.retry')} actionId='coupons-retry' onAction={() => { void list.refresh() }} />
  } else if (list.isEmpty) body = <EmptyState icon={<Icon name='coupon' size={40} />} title={t('coupon.emptyCenter')} />
  else {
    body = (
      <View className='cp-list'>
        {list.items.map((c) => (
          <View key={c.id} className='cp-offer' onClick={() => { void navigate('pages/user/coupon/apply', { id: c.id, template: 1 }) }}>
            <CouponCard coupon={c} action={<View onClick={(e) => { e.stopPropagation() }}><ClaimButton offer={c} claim={async (id) => await couponApi.receive({ id })} onClaimed={replace} /></View>} />
          </View>
        ))}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </View>
    )
  }
  return (
    <PageShell id='coupon-center' className='cp-page' titleKey='coupon.centerTitle'>
      <SegmentTabs id='coupon-tabs' tabs={TABS.map((k) => ({ key: k, label: k === 'all' ? t('coupon.all') : t(`coupon.types.${k}`) }))} value={tab} onChange={setTab} />
      {session.isLogin
        ? <View className='cp-bar'><Text id='coupon-mine' className='cp-bar__link' onClick={() => { void navigate('pages/user/coupon/mycard') }}>{t('coupon.mine')} ›</Text></View>
        : null}
      {body}
    </PageShell>
  )
})

export default CouponCenter
