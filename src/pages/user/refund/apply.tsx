import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { RefundPreview } from '../../../../types/refund'
import { refundApi } from '@/api/refund'
import { isApiError } from '@/api/errors'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import '@/i18n/domains/order'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { href } from '@/routes/navigate'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { SignInPrompt } from '@/components/SignInPrompt'
import { scrollToTop } from '@/platform/scroll'
import { RefundForm, refundMoney, statedMax } from './components/RefundForm'
import { GoodsLine } from './components/GoodsLine'
import '../../../components/Icon/extra.scss'
import '../order/components/order.scss'
import './components/refund.scss'

/** Request a refund (/pages/user/refund/apply?goods_id): for one goods line of the caller's order. */
const RefundApplyPage = observer(function RefundApplyPage () {
  const { session, app } = useStores()
  const { params } = useRouter()
  // opened from a scrolled page: start at the top (H5 keeps the window's scroll)
  useEffect(scrollToTop, [])
  const goodsId = Number(params.goods_id) || 0
  const [preview, setPreview] = useState<RefundPreview | null>(null)
  const [phase, setPhase] = useState<'loading' | 'ready' | 'refused' | 'error'>('loading')
  const [refusal, setRefusal] = useState('')
  const leaveAfter = useLeaveAfter()

  const load = () => {
    setPhase('loading')
    refundApi.preview({ goods_id: goodsId }).then((p) => { setPreview(p); setPhase('ready') }).catch((e) => {
      if (isApiError(e) && e.kind === 'business') { setRefusal(e.message); setPhase('refused') } else setPhase('error')
    })
  }
  useEffect(() => { if (session.isLogin) load() }, [session.isLogin])

  const shell = (c: React.ReactNode) => <PageShell id='refund-apply' className='order-page rf-page' titleKey='refund.applyTitle'>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='orders' />)
  if (phase === 'loading') return shell([0, 1].map((i) => <View key={i} className='od-card'><LinesSkeleton rows={3} /></View>))
  if (phase !== 'ready' || preview === null) {
    return shell(
      <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={phase === 'refused' ? refusal : t('refund.loadFailed')}
        actionText={phase === 'refused' ? undefined : t('refund.retry')} onAction={phase === 'refused' ? undefined : load}
      />
    )
  }
  if (Number(preview.max) <= 0) {
    return shell(<EmptyState className='order-empty' icon={<Icon name='refund' size={40} />} title={t('refund.nothingLeft')} description={t('refund.refunded', { v: refundMoney(preview.refunded, app.moneyDisplay) })} />)
  }
  return shell(
    <>
      <View className='od-card'>
        <Text className='od-card__title'>{t('order.orderNo')} {preview.order_no}</Text>
        <GoodsLine g={preview.goods} />
        {Number(preview.refunded) > 0 ? <Text className='rf-hint'>{t('refund.refunded', { v: refundMoney(preview.refunded, app.moneyDisplay) })}</Text> : null}
      </View>
      <RefundForm
        initial={{ expressType: preview.shipped ? 1 : 0, type: 'refund', reason: null, money: preview.max, images: [], refund_content: '' }}
        max={preview.max} maxText={statedMax(preview, app.moneyDisplay)} shipped={preview.shipped} submitText={t('refund.submit')}
        onSubmit={async (v) => {
          const r = await refundApi.apply({
            order_id: preview.order_id, goods_id: preview.goods.id, type: v.type, reason: v.reason, expressType: v.expressType,
            money: v.money.trim(), images: v.images.map((i) => i.url), refund_content: v.refund_content.trim()
          })
          toast(t('refund.submitted'), 'success')
          void session.refresh().catch(() => undefined)
          leaveAfter(href('pages/user/refund/details', { id: r.id }))
        }}
      />
    </>
  )
})

export default RefundApplyPage
