import { useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { BankCard } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { formatDate } from '@/lib/time'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { confirmDialog } from '../components/confirm'
import { LoadGate, useLoad } from '../money/components/shared'
import '../money/components/wallet.scss'

/** One bank card (/pages/user/bank/details?id): its details and delete. */
const CardPage = observer(function CardPage () {
  const { session } = useStores()
  const id = Number(useRouter().params.id)
  const state = useLoad<BankCard>(() => walletApi.card({ id }), session.isLogin)
  const [busy, setBusy] = useState(false)
  if (!session.isLogin) return <PageShell id='bank-details' className='w-page' titleKey='assets.detailsTitle'><SignInPrompt reason='assets' /></PageShell>
  const c = state.data
  const remove = async () => {
    if (busy || c === null) return
    if (!await confirmDialog(t('assets.deleteConfirm'), t('assets.deleteCard'))) return
    setBusy(true)
    try {
      await walletApi.deleteCard({ id: c.id })
      toast(t('assets.deleted'), 'success')
      void session.refresh().catch(() => undefined)
      void Taro.navigateBack()
    } catch { /* toasted */ } finally {
      setBusy(false)
    }
  }
  return (
    <PageShell id='bank-details' className='w-page' titleKey='assets.detailsTitle'>
      <LoadGate state={state} />
      {c !== null
        ? (
          <>
            <View className='w-hero'>
              <Text className='w-hero__label'>{c.bank}</Text>
              <Text className='w-hero__value' style={{ fontSize: '20px', letterSpacing: '2px' }}>{c.card_no}</Text>
              <Text className='w-hero__sub'>{c.holder}</Text>
            </View>
            <View className='w-card'>
              <View className='w-cell'><Text className='w-cell__label'>{t('assets.holder')}</Text><Text className='w-cell__value'>{c.holder}</Text></View>
              <View className='w-cell'><Text className='w-cell__label'>{t('assets.bank')}</Text><Text className='w-cell__value'>{c.bank}</Text></View>
              {c.branch ? <View className='w-cell'><Text className='w-cell__label'>{t('assets.branch')}</Text><Text className='w-cell__value'>{c.branch}</Text></View> : null}
              <View className='w-cell'><Text className='w-cell__label'>{t('assets.detail.time')}</Text><Text className='w-cell__value'>{formatDate(c.createtime, 'yyyy-MM-dd')}</Text></View>
            </View>
            <AppButton id='bank-delete' className='w-submit' type='default' fill='outline' block loading={busy} disabled={busy} onClick={() => { void remove() }}>{t('assets.deleteCard')}</AppButton>
          </>
          )
        : null}
    </PageShell>
  )
})

export default CardPage
