import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { RefundLogEntry } from '../../../../types/refund'
import { refundApi } from '@/api/refund'
import { isApiError } from '@/api/errors'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { scrollToTop } from '@/platform/scroll'
import { formatDate } from '@/lib/time'
import { stateLabel } from './rules'
import '../order/components/order.scss'
import './components/refund.scss'

const EVENTS = new Set(['create', 'agree', 'agree_return', 'auto_agree', 'auto_agree_return', 'refuse', 'resubmit', 'arbitrate', 'ship_return', 'return_timeout',
  'receive', 'auto_receive', 'refuse_return', 'decide_refund', 'decide_reject', 'retry', 'settle', 'fail', 'close', 'close_agreed', 'close_rejected',
  'close_arbitration', 'close_failed'])

/** The refund's history (/pages/user/refund/log?id): every step, newest first, with who took it (buyer, seller, platform, system). */
const RefundLogPage = observer(function RefundLogPage () {
  const { session } = useStores()
  const { params } = useRouter()
  // opened from a scrolled page: start at the top (H5 keeps the window's scroll)
  useEffect(scrollToTop, [])
  const id = Number(params.id) || 0
  const [list, setList] = useState<RefundLogEntry[] | null>(null)
  const [phase, setPhase] = useState<'loading' | 'ready' | 'notFound' | 'error'>('loading')
  const load = () => {
    setPhase('loading')
    refundApi.log({ id }).then((l) => { setList([...l].reverse()); setPhase('ready') })
      .catch((e) => setPhase(isApiError(e) && e.kind === 'business' ? 'notFound' : 'error'))
  }
  useEffect(() => { if (session.isLogin) load() }, [session.isLogin])

  const shell = (c: React.ReactNode) => <PageShell id='refund-log' className='order-page rf-page' titleKey='refund.logTitle'>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='orders' />)
  if (phase === 'loading') return shell(<View className='od-card'><LinesSkeleton rows={4} /></View>)
  if (phase !== 'ready' || list === null) {
    const missing = phase === 'notFound'
    return shell(
      <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={missing ? t('refund.notFound') : t('refund.loadFailed')}
        actionText={missing ? undefined : t('refund.retry')} onAction={missing ? undefined : load}
      />
    )
  }
  return shell(
    <View className='od-card'>
      {list.map((l) => (
        <View key={l.id} className='rf-log' data-event={l.event} data-actor={l.actor}>
          <Text className='rf-log__who'>{t(`refund.actor.${l.actor}`)} · {t(stateLabel(l.to))}</Text>
          {EVENTS.has(l.event) ? <Text className='rf-log__what'>{t(`refund.event.${l.event as 'create'}`)}</Text> : null}
          {l.note !== '' ? <Text className='rf-log__note'>{l.note}</Text> : null}
          <Text className='rf-log__time'>{formatDate(l.createtime)}</Text>
        </View>
      ))}
    </View>
  )
})

export default RefundLogPage
