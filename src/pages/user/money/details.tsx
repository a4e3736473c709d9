import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { WITHDRAW_STATE_NAME, type BillDetail } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { formatDate } from '@/lib/time'
import { PageShell } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
import { SignInPrompt } from '@/components/SignInPrompt'
import { copyText } from '@/platform/clipboard'
import { navigate } from '@/routes/navigate'
import { Delta, LoadGate, assetName, useLoad } from './components/shared'
import './components/wallet.scss'

function Row ({ label, value, id, onClick }: { label: string, value: string, id?: string, onClick?: () => void }) {
  return (
    <View className='w-cell' id={id} onClick={onClick}>
      <Text className='w-cell__label'>{label}</Text>
      <Text className='w-cell__value'>{value}</Text>
      {onClick ? <Icon name='arrow-right' size={12} color='#ccc' /> : null}
    </View>
  )
}

/** What a bill concerns, as rows (an order opens its details). */
function RefRows ({ b }: { b: BillDetail }) {
  const r = b.ref
  if (r === null) return null
  switch (r.kind) {
    case 'order':
      return <Row id='bill-ref-order' label={t('assets.detail.ref')} value={t('assets.detail.order', { no: r.order_no })} onClick={() => { void navigate('pages/user/order/details', { id: r.id }) }} />
    case 'withdrawal':
      return (
        <>
          <Row id='bill-ref-withdrawal' label={t('assets.detail.ref')} value={`${t('assets.detail.withdrawal', { id: r.id })} · ${t(`assets.witState.${WITHDRAW_STATE_NAME[r.state]}`)}`} onClick={() => { void navigate('pages/user/money/witlist') }} />
          <Row label={t('assets.to')} value={r.account} />
          {r.reason ? <Row label={t('assets.rejectReason', { r: '' })} value={r.reason} /> : null}
          {r.reference ? <Row label={t('assets.detail.txHash')} value={r.reference} onClick={() => { void copyText(r.reference) }} /> : null}
        </>
      )
    case 'transfer':
      return <Row id='bill-ref-transfer' label={t('assets.detail.ref')} value={r.direction === 'out' ? t('assets.detail.transferOut', { who: r.counterparty }) : t('assets.detail.transferIn', { who: r.counterparty })} />
    case 'deposit':
      return (
        <>
          <Row id='bill-ref-deposit' label={t('assets.detail.ref')} value={t('assets.detail.deposit')} />
          <Row label={t('assets.detail.txHash')} value={r.tx_hash} onClick={() => { void copyText(r.tx_hash) }} />
        </>
      )
  }
}

/** One bill (/pages/user/money/details?id): amount, type, balance after, time and what it concerns. */
const BillDetailPage = observer(function BillDetailPage () {
  const { session } = useStores()
  const id = Number(useRouter().params.id)
  const state = useLoad<BillDetail>(() => walletApi.bill({ id }), session.isLogin)
  if (!session.isLogin) return <PageShell id='bill' className='w-page' titleKey='assets.detailTitle'><SignInPrompt reason='assets' /></PageShell>
  const b = state.data
  return (
    <PageShell id='bill' className='w-page' titleKey='assets.detailTitle'>
      <LoadGate state={state} />
      {b !== null
        ? (
          <>
            <View className='w-card' style={{ textAlign: 'center', padding: '24px' }}>
              <Text className='w-card__text'>{b.type_text} · {assetName(b.asset)}</Text>
              <View id='bill-delta'><Delta v={b.delta} /></View>
            </View>
            <View className='w-card'>
              <Row label={t('assets.detail.type')} value={b.type_text} />
              <Row label={t('assets.detail.asset')} value={assetName(b.asset)} />
              <Row label={t('assets.detail.after')} value={b.balance_after} />
              <Row label={t('assets.detail.time')} value={formatDate(b.createtime, 'yyyy-MM-dd hh:mm:ss')} />
              <RefRows b={b} />
            </View>
          </>
          )
        : null}
    </PageShell>
  )
})

export default BillDetailPage
