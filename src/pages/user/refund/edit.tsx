import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { PLATFORM_REFUND_REASON, type RefundDetail, type RefundPreview } from '../../../../types/refund'
import { refundApi } from '@/api/refund'
import { isApiError } from '@/api/errors'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { href, navigate } from '@/routes/navigate'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { SignInPrompt } from '@/components/SignInPrompt'
import { scrollToTop } from '@/platform/scroll'
import { assetUrl } from '@/env'
import { RefundForm, statedMax } from './components/RefundForm'
import { GoodsLine } from './components/GoodsLine'
import '../../../components/Icon/extra.scss'
import '../order/components/order.scss'
import './components/refund.scss'

/** Edit a refund after the seller refused it and submit it again (/pages/user/refund/edit?id). */
const RefundEditPage = observer(function RefundEditPage () {
  const { session, app } = useStores()
  const { params } = useRouter()
  // opened from a scrolled page: start at the top (H5 keeps the window's scroll)
  useEffect(scrollToTop, [])
  const id = Number(params.id) || 0
  const [data, setData] = useState<{ d: RefundDetail, p: RefundPreview } | null>(null)
  const [phase, setPhase] = useState<'loading' | 'ready' | 'notFound' | 'error'>('loading')
  const leaveAfter = useLeaveAfter()

  const load = () => {
    setPhase('loading')
    refundApi.info({ id })
      .then(async (d) => ({ d, p: await refundApi.preview({ goods_id: d.goods.id }) }))
      .then((x) => { setData(x); setPhase('ready') })
      .catch((e) => setPhase(isApiError(e) && e.kind === 'business' ? 'notFound' : 'error'))
  }
  useEffect(() => { if (session.isLogin) load() }, [session.isLogin])

  const shell = (c: React.ReactNode) => <PageShell id='refund-edit' className='order-page rf-page' titleKey='refund.editTitle'>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='orders' />)
  if (phase === 'loading') return shell([0, 1].map((i) => <View key={i} className='od-card'><LinesSkeleton rows={3} /></View>))
  if (phase !== 'ready' || data === null) {
    const missing = phase === 'notFound'
    return shell(
      <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={missing ? t('refund.notFound') : t('refund.loadFailed')}
        actionText={missing ? undefined : t('refund.retry')} onAction={missing ? undefined : load}
      />
    )
  }
  const { d, p } = data
  if (!d.can.edit) {
    return shell(
      <EmptyState className='order-empty' icon={<Icon name='refund' size={40} />} title={t(`refund.state.s${d.state}`)}
        actionText={t('refund.detailTitle')} actionId='refund-edit-details' onAction={() => { void navigate('pages/user/refund/details', { id }) }}
      />
    )
  }
  return shell(
    <>
      <View className='od-card'>
        <Text className='od-card__title'>{t('refund.refuseLabel')}</Text>
        <Text className='rf-hint'>{d.refuse_content}</Text>
        <GoodsLine g={d.goods} />
      </View>
      <RefundForm
        initial={{
          expressType: d.expressType, type: d.type, reason: d.reason === PLATFORM_REFUND_REASON ? null : d.reason, money: d.price, // a platform refund is never edited; the buyer picks a reason
          images: d.images.map((url) => ({ url, preview: assetUrl(url) })), refund_content: d.refund_content
        }}
        max={p.max} maxText={statedMax(p, app.moneyDisplay)} shipped={p.shipped} submitText={t('refund.resubmit')}
        onSubmit={async (v) => {
          await refundApi.edit({
            id, type: v.type, reason: v.reason, expressType: v.expressType, money: v.money.trim(), images: v.images.map((i) => i.url), refund_content: v.refund_content.trim()
          })
          toast(t('refund.resubmitted'), 'success')
          leaveAfter(href('pages/user/refund/details', { id }))
        }}
      />
    </>
  )
})

export default RefundEditPage
