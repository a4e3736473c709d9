import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { MyCoupon } from '../../../../types/coupon'
import { couponApi } from '@/api/coupon'
import { t } from '@/i18n'
import '@/i18n/domains/coupon'
import { AppButton } from '@/components/AppButton'
import { PageShell } from '@/components/PageShell'
import { CouponCard } from '@/components/CouponCard'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { usePrice } from '@/components/Price'
import { useStores } from '@/stores'
import { formatDate } from '@/lib/time'
import { navigate } from '@/routes/navigate'
import { heldAsCard } from './components/cards'
import './components/coupon.scss'

/** One of my coupons (/pages/user/coupon/details?id): number, shop, range, validity, rules, the order it paid. */
const CouponDetails = observer(function CouponDetails () {
  const { session } = useStores()
  const price = usePrice()
  const id = Number(useRouter().params?.id)
  const [c, setC] = useState<MyCoupon | null>(null)
  const [status, setStatus] = useState<'loading' | 'ok' | 'missing' | 'error'>('loading')
  const load = async () => {
    if (!Number.isInteger(id) || id < 1) { setStatus('missing'); return }
    setStatus('loading')
    try {
      setC(await couponApi.details({ id }))
      setStatus('ok')
    } catch (e) {
      setStatus((e as { code?: number }).code === 0 ? 'missing' : 'error')
    }
  }
  useEffect(() => { if (session.isLogin) void load() }, [session.isLogin])

  if (!session.isLogin) return <PageShell id='coupon-details' className='cp-page' titleKey='coupon.detailTitle'><SignInPrompt reason='coupons' /></PageShell>
  let body
  if (status === 'loading') body = <View className='cp-card'><LinesSkeleton rows={5} /></View>
  else if (status === 'missing' || c === null) body = <EmptyState icon={<Icon name='coupon' size={40} />} title={t('coupon.notFound')} />
  else if (status === 'error') body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('coupon.loadFailed')} actionText={t('coupon.retry')} actionId='coupon-retry' onAction={() => { void load() }} />
  else {
    const dates = t('coupon.validFrom', { from: formatDate(c.starts_at, 'yyyy.MM.dd hh:mm'), to: formatDate(c.expires_at, 'yyyy.MM.dd hh:mm') })
    body = (
      <>
        <View className={`cp-list ${c.state !== 1 ? 'cp-held--done' : ''}`}><CouponCard coupon={heldAsCard(c)} /></View>
        <View className='cp-card'>
          <View className='cp-row'><Text className='cp-row__label'>{t('coupon.number')}</Text><Text id='coupon-no' className='cp-row__value' userSelect>{c.coupon_no}</Text></View>
          <View className='cp-row'><Text className='cp-row__label'>{t('coupon.shop')}</Text><Text className='cp-row__value'>{c.shop_name}</Text></View>
          <View className='cp-row'><Text className='cp-row__label'>{t('coupon.range')}</Text><Text className='cp-row__value'>{t(c.shop_id === 0 ? `coupon.platformRanges.${c.rangetype}` : `coupon.ranges.${c.rangetype}`)}</Text></View>
          <View className='cp-row'><Text className='cp-row__label'>{t('coupon.validity')}</Text><Text className='cp-row__value'>{dates}</Text></View>
          <View className='cp-row'><Text className='cp-row__label'>{t('coupon.state')}</Text><Text id='coupon-state' className='cp-row__value'>{t(`coupon.states.s${c.state}`)}</Text></View>
          {c.state === 2 && c.order_id !== null
            ? (
              <View className='cp-row' onClick={() => { void navigate('pages/user/order/details', { id: c.order_id! }) }}>
                <Text className='cp-row__label'>{t('coupon.order')}</Text>
                <Text className='cp-row__value'>{t('coupon.usedOn', { no: String(c.order_id), amount: price(c.discount_amount ?? '0') })} ›</Text>
              </View>
              )
            : null}
        </View>
        <View className='cp-card'>
          <Text className='cp-row__label'>{t('coupon.rule')}</Text>
          <View><Text className='cp-rule'>{t('coupon.ruleText')}</Text></View>
        </View>
        {c.state === 1
          ? <View className='cp-actions'><AppButton id='coupon-use' type='primary' onClick={() => { void navigate('pages/user/coupon/apply', { id: c.id }) }}>{t('coupon.use')}</AppButton></View>
          : null}
      </>
    )
  }
  return <PageShell id='coupon-details' className='cp-page' titleKey='coupon.detailTitle'>{body}</PageShell>
})

export default CouponDetails
