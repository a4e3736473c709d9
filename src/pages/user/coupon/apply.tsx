import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { CouponCard as Card } from '../../../../types/catalog'
import type { CouponOffer, MyCoupon } from '../../../../types/coupon'
import { couponApi, type ApplyGoods } from '@/api/coupon'
import { t } from '@/i18n'
import '@/i18n/domains/coupon'
import { assetUrl } from '@/env'
import { PageShell } from '@/components/PageShell'
import { CouponCard } from '@/components/CouponCard'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { Price } from '@/components/Price'
import { LinesSkeleton } from '@/components/Skeleton'
import { PagedList } from '@/stores/paged'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useStores } from '@/stores'
import { navigate } from '@/routes/navigate'
import { heldAsCard } from './components/cards'
import './components/coupon.scss'

const isHeld = (c: MyCoupon | CouponOffer): c is MyCoupon => 'coupon_no' in c

/** The goods a coupon applies to (/pages/user/coupon/apply?id[&template=1]): the coupon, then its shop's goods in range. */
const CouponApply = observer(function CouponApply () {
  const { session } = useStores()
  const params = useRouter().params ?? {}
  const id = Number(params.id)
  const template = params.template === '1' ? 1 as const : undefined
  const valid = Number.isInteger(id) && id > 0
  const [coupon, setCoupon] = useState<Card | null>(null)
  const [list] = useState(() => new PagedList<ApplyGoods>(async (page) => {
    const r = await couponApi.apply({ id, template, page })
    setCoupon(isHeld(r.coupon) ? heldAsCard(r.coupon) : r.coupon)
    return r.goods
  }))
  useEffect(() => { if (valid && (template === 1 || session.isLogin)) void list.refresh() }, [session.isLogin])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { void list.loadMore() })

  let body
  if (valid && template === undefined && !session.isLogin) body = <SignInPrompt reason='coupons' />
  else if (!valid) body = <EmptyState icon={<Icon name='coupon' size={40} />} title={t('coupon.notFound')} />
  else if (list.initialLoading || list.status === 'idle') body = <View className='cp-card'><LinesSkeleton rows={4} /></View>
  else if (list.status === 'error' && list.items.length === 0) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={coupon === null ? t('coupon.notFound') : t('coupon.loadFailed')} actionText={t('coupon.retry')} actionId='apply-retry' onAction={() => { void list.refresh() }} />
  } else {
    body = (
      <View className='cp-list'>
        {coupon !== null ? <CouponCard coupon={coupon} /> : null}
        {list.isEmpty
          ? <EmptyState icon={<Icon name='coupon' size={40} />} title={t('coupon.emptyGoods')} />
          : list.items.map((g) => (
            <View key={g.id} className='cp-goods apply-goods' data-id={g.id} onClick={() => { void navigate('pages/product/goods', { id: g.id }) }}>
              <Image className='cp-goods__image' src={assetUrl(g.image)} mode='aspectFill' />
              <View className='cp-goods__info'>
                <Text className='cp-goods__title'>{g.title}</Text>
                <Price value={g.price} />
              </View>
            </View>
          ))}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </View>
    )
  }
  return <PageShell id='coupon-apply' className='cp-page' titleKey='coupon.applyTitle'>{body}</PageShell>
})

export default CouponApply
