import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { OrderDetail, PayAsset } from '../../../types/order'
import { useStores } from '@/stores'
import { orderApi } from '@/api/order'
import { isApiError } from '@/api/errors'
import { t } from '@/i18n'
import '@/i18n/domains/pay'
import '@/i18n/domains/general'
import { formatAsset, sum } from '@/lib/money'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate, redirect } from '@/routes/navigate'
import { parseOrderIds } from '../user/money/pay/store'
import { scrollToTop } from '@/platform/scroll'
import './success/success.scss'

const toOrders = () => { void redirect('pages/user/order/order', { type: 'all' }) }

type Phase = 'loading' | 'ready' | 'missing' | 'error'

/** What the paid orders were charged, when they were all paid with one asset (the usual case). */
function paidTotal (orders: OrderDetail[]): { amount: string, asset: PayAsset } | null {
  const asset = orders[0]?.pay.asset
  if (!asset || orders.some((o) => o.pay.asset !== asset || !o.pay.amount)) return null
  return { amount: sum(orders.map((o) => o.pay.amount as string)), asset }
}

/**
 * Payment success (/pages/page/success?type=pay&order_ids=1,2). Everything it says comes from the
 * server's orders: their numbers and what was charged. Opened without an order, or for orders
 * that are not paid, it refuses and leads to the order list instead.
 */
const SuccessPage = observer(function SuccessPage () {
  const { session } = useStores()
  const { params } = useRouter()
  const ids = parseOrderIds(params.order_ids)
  const [phase, setPhase] = useState<Phase>(ids.length ? 'loading' : 'missing')
  const [orders, setOrders] = useState<OrderDetail[]>([])

  const load = async () => {
    setPhase('loading')
    try {
      const got = await Promise.all(ids.map((id) => orderApi.info({ id })))
      const paid = got.filter((o) => !!o.paytime)
      setOrders(paid)
      setPhase(paid.length ? 'ready' : 'missing')
    } catch (e) {
      setPhase(isApiError(e) && e.kind === 'business' ? 'missing' : 'error')
    }
  }
  useEffect(() => { if (session.isLogin && ids.length) void load() }, [session.isLogin])
  // it replaces the cashier, which the browser had scrolled down to the password boxes
  useEffect(scrollToTop, [])

  // "Payment successful" only over a payment the server confirmed
  const shell = (c: React.ReactNode) => (
    <PageShell id='success-root' className='success-page' titleKey={phase === 'ready' ? 'success.title' : 'paidPage.title'}>{c}</PageShell>
  )
  if (phase === 'missing') {
    return shell(
      <EmptyState className='success-missing' icon={<Icon name='to-pay' size={40} />} title={t('paidPage.missingTitle')}
        description={t('paidPage.missingDesc')} actionText={t('paidPage.viewOrders')} actionId='success-missing' solid onAction={toOrders}
      />
    )
  }
  if (!session.isLogin) return shell(<SignInPrompt reason='orderDetail' />)
  if (phase === 'loading') return shell(<View className='success-card'><LinesSkeleton rows={3} /></View>)
  if (phase === 'error') {
    return shell(
      <EmptyState className='success-missing' icon={<Icon name='failure' size={40} />} title={t('paidPage.loadFailed')}
        actionText={t('paidPage.retry')} actionId='success-retry' onAction={() => { void load() }}
      />
    )
  }

  const total = paidTotal(orders)
  // a group order paid from the order list: its team (issue 18)
  const team = orders.find((o) => o.team)?.team ?? null
  return shell(
    <View className='success-card'>
      <View className='success-card__icon'><Icon name='check' size={36} color='#fff' /></View>
      <Text className='success-card__title'>{t('success.heading')}</Text>
      {total
        ? (
          <View className='success-card__amount'>
            <Text className='success-card__label'>{t('success.paid')}</Text>
            <Text id='success-amount' className='success-card__num'>{formatAsset(total.amount, total.asset)}</Text>
            <Text className='success-card__unit'>{t(`pay.assetName.${total.asset}`)}</Text>
          </View>
          )
        : null}
      <View className='success-card__orders'>
        {orders.map((o) => (
          <View key={o.id} className='success-card__order'>
            <Text className='success-card__order-label'>{t('paidPage.orderNo')}</Text>
            <Text className='success-card__order-no success-order-no'>{o.order_no}</Text>
          </View>
        ))}
      </View>
      <Text className='success-card__desc'>{t('success.desc')}</Text>
      <View className='success-card__actions'>
        <AppButton id='success-orders' className='success-card__btn' type='primary' fill='outline' onClick={toOrders}>{t('success.viewOrders')}</AppButton>
        {team
          ? <AppButton id='success-team' className='success-card__btn' type='primary' onClick={() => { void redirect('pages/apps/groups/team', { id: team.id }) }}>{t('success.viewTeam')}</AppButton>
          : null}
        <AppButton id='success-home' className='success-card__btn' type='primary' onClick={() => { void navigate('pages/index') }}>{t('success.home')}</AppButton>
      </View>
    </View>
  )
})

export default SuccessPage
