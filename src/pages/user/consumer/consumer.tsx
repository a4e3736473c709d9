import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { VoucherInfo } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { formatDate } from '@/lib/time'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { href } from '@/routes/navigate'
import { LinkCell, LoadGate, useLoad } from '../money/components/shared'
import '../money/components/wallet.scss'

/** Vouchers (/pages/user/consumer/consumer): the balance, the credits still valid with their expiry, the rule; history on voucherDetails. */
const ConsumerPage = observer(function ConsumerPage () {
  const { session } = useStores()
  const state = useLoad<VoucherInfo>(() => walletApi.vouchers(), session.isLogin)
  if (!session.isLogin) return <PageShell id='vouchers' className='w-page' titleKey='assets.voucherTitle'><SignInPrompt reason='assets' /></PageShell>
  const v = state.data
  return (
    <PageShell id='vouchers' className='w-page' titleKey='assets.voucherTitle'>
      <LoadGate state={state} rows={2} />
      {v !== null
        ? (
          <>
            <View className='w-hero'>
              <Text className='w-hero__label'>{t('assets.voucherBalance')}</Text>
              <Text id='vouchers-balance' className='w-hero__value'>{v.balance}</Text>
            </View>
            <View className='w-card'>
              <Text className='w-card__title'>{t('assets.voucherLots')}</Text>
              {v.lots.length === 0 ? <Text className='w-card__text'>{t('assets.voucherNone')}</Text> : null}
              {v.lots.map((l) => (
                <View key={`${l.createtime}-${l.amount}`} className='w-cell'>
                  <Text className='w-cell__label'>{l.amount}</Text>
                  <Text className='w-cell__value'>{t('assets.voucherExpires', { d: formatDate(l.expiretime, 'yyyy-MM-dd') })}</Text>
                </View>
              ))}
              <Text className='w-note'>{t('assets.voucherRule', { n: v.days })}</Text>
            </View>
            <View className='w-card'>
              <LinkCell id='vouchers-history' label={t('assets.voucherHistory')} to={href('pages/user/voucherDetails/voucherDetails')} />
            </View>
          </>
          )
        : null}
    </PageShell>
  )
})

export default ConsumerPage
