import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { BankCard } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { LoadGate, useLoad } from '../money/components/shared'
import '../money/components/wallet.scss'

export const MAX_CARDS = 5

/** Bank cards (/pages/user/bank/bank): the cards (at most 5), add one, open one. */
const BankPage = observer(function BankPage () {
  const { session } = useStores()
  const state = useLoad<BankCard[]>(() => walletApi.cards(), session.isLogin)
  useDidShow(() => { if (session.isLogin && state.data !== null) void state.reload() })
  if (!session.isLogin) return <PageShell id='bank' className='w-page' titleKey='assets.bankTitle'><SignInPrompt reason='assets' /></PageShell>
  const cards = state.data
  const full = (cards?.length ?? 0) >= MAX_CARDS
  return (
    <PageShell id='bank' className='w-page' titleKey='assets.bankTitle'>
      <LoadGate state={state} />
      {cards !== null && cards.length === 0
        ? <EmptyState icon={<Icon name='to-pay' size={40} />} title={t('assets.bankEmpty')} description={t('assets.bankEmptyDesc')} actionText={t('assets.addCard')} actionId='bank-add-empty' solid onAction={() => { void navigate('pages/user/bank/add') }} />
        : null}
      {(cards ?? []).map((c) => (
        <View key={c.id} id={`bank-card-${c.id}`} className='w-hero' onClick={() => { void navigate('pages/user/bank/details', { id: c.id }) }}>
          <Text className='w-hero__label'>{c.bank}</Text>
          <Text className='w-hero__value' style={{ fontSize: '20px', letterSpacing: '2px' }}>{c.card_no}</Text>
          <Text className='w-hero__sub'>{c.holder}{c.branch ? ` · ${c.branch}` : ''}</Text>
        </View>
      ))}
      {cards !== null && cards.length > 0
        ? (
          <AppButton id='bank-add' className='w-submit' type='primary' fill='outline' block disabled={full} onClick={() => { void navigate('pages/user/bank/add') }}>
            {full ? t('assets.bankMax') : `+ ${t('assets.addCard')}`}
          </AppButton>
          )
        : null}
    </PageShell>
  )
})

export default BankPage
