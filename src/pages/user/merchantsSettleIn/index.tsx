import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ApplicationView } from '../../../../types/merchant'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/merchant'
import { merchantApi } from '@/api/merchant'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { LoadGate, useLoad } from '../money/components/shared'
import '../money/components/wallet.scss'
import '../merchantsMy/components/merchant.scss'

const STEPS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const

/** Settle-in (/pages/user/merchantsSettleIn/index): the process and the agreement, accepted before applying. */
const SettleIn = observer(function SettleIn () {
  const { session } = useStores()
  const state = useLoad<ApplicationView>(() => merchantApi.application(), session.isLogin)
  const [agreed, setAgreed] = useState(false)
  const shell = (body: React.ReactNode) => <PageShell id='settle-in' className='w-page' titleKey='mch.settleTitle'>{body}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='account' />)
  const a = state.data
  if (a === null) return shell(<LoadGate state={state} />)
  const isMerchant = session.user?.is_merchant_open === true
  const submitted = a.state_name === 'review' || a.state_name === 'approved' || a.state_name === 'rejected'

  const start = () => {
    if (!agreed) { toast(t('mch.agreeFirst')); return }
    void navigate('pages/user/merchantsSettleIn/applyFor')
  }
  return shell(
    <>
      <View className='w-card'>
        <Text className='w-card__title'>{t('mch.processTitle')}</Text>
        <View className='m-process'>
          {STEPS.map((k, i) => (
            <View key={k} className='m-process__row'><Text className='m-process__n'>{i + 1}</Text><Text>{t(`mch.process.${k}` as TKey)}</Text></View>
          ))}
        </View>
      </View>
      <View className='w-card'>
        <Text className='w-card__title'>{t('mch.agreementTitle')}</Text>
        <Text id='settle-agreement' className='m-agreement'>{t('mch.agreement')}</Text>
      </View>
      {isMerchant
        ? (
          <View className='m-row'>
            <AppButton id='settle-goods' className='w-submit' type='primary' onClick={() => { void navigate('pages/user/merchantsMy/goods/goodsList') }}>{t('mch.manageGoods')}</AppButton>
            <AppButton id='settle-shop' className='w-submit' onClick={() => { void navigate('pages/user/merchantsMy/shop') }}>{t('mch.shopSettings')}</AppButton>
          </View>
          )
        : submitted
          ? <AppButton id='settle-state' className='w-submit' type='primary' block onClick={() => { void navigate('pages/user/merchantsSettleIn/applyAuth') }}>{t('mch.viewState')}</AppButton>
          : (
            <>
              <View id='settle-agree' className='m-check' onClick={() => { setAgreed(!agreed) }}>
                <Text className={`m-check__box ${agreed ? 'm-check__box--on' : ''}`}>{agreed ? '✓' : ''}</Text>
                <Text>{t('mch.agree')}</Text>
              </View>
              <AppButton id='settle-start' className='w-submit' type='primary' block onClick={start}>
                {a.step > 0 ? t('mch.continueDraft', { n: a.step }) : t('mch.start')}
              </AppButton>
            </>
            )}
    </>
  )
})

export default SettleIn
