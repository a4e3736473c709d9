import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from '@/lib/observer'
import type { ApplicationView } from '../../../../types/merchant'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/merchant'
import { merchantApi } from '@/api/merchant'
import { formatDate } from '@/lib/time'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { LoadGate, useLoad } from '../money/components/shared'
import '../money/components/wallet.scss'
import '../merchantsMy/components/merchant.scss'

/** The application's state (/pages/user/merchantsSettleIn/applyAuth): under review, rejected with the reason (edit and resubmit), approved (the shop). */
const ApplyAuth = observer(function ApplyAuth () {
  const { session } = useStores()
  const state = useLoad<ApplicationView>(() => merchantApi.application(), session.isLogin)
  useDidShow(() => { if (session.isLogin && state.data !== null) void state.reload() })
  const approved = state.data?.state_name === 'approved'
  // approved: the session learns it has a shop (is_merchant_open) for the merchant pages
  useEffect(() => { if (approved && session.user?.is_merchant_open !== true) void session.refresh() }, [approved])
  const shell = (body: React.ReactNode) => <PageShell id='apply-auth' className='w-page' titleKey='mch.stateTitle'>{body}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='account' />)
  const a = state.data
  if (a === null) return shell(<LoadGate state={state} />)
  const stateClass = { draft: 'none', review: 'pending', rejected: 'rejected', approved: 'approved' }[a.state_name]
  return shell(
    <>
      <View className='w-card'>
        <View className='w-cell'>
          <Text className='w-cell__label'>{t('mch.stateTitle')}</Text>
          <Text id='apply-state' className={`w-state w-state--${stateClass}`}>{t(`mch.state.${a.state_name}` as TKey)}</Text>
        </View>
        <Text id='apply-desc' className={`w-card__text ${a.state_name === 'rejected' ? 'w-note--error' : ''}`}>
          {a.id === null ? t('mch.noApplication') : t(`mch.stateDesc.${a.state_name}` as TKey, { r: a.reason })}
        </Text>
        {a.data.shop_name ? <View className='w-cell'><Text className='w-cell__label'>{t('mch.shopName')}</Text><Text className='w-cell__value'>{a.data.shop_name}</Text></View> : null}
        {a.submitted_at !== null ? <View className='w-cell'><Text className='w-cell__label'>{t('mch.submittedAt')}</Text><Text className='w-cell__value'>{formatDate(a.submitted_at)}</Text></View> : null}
        {a.state_name !== 'draft' ? <View className='w-cell'><Text className='w-cell__label'>{t('mch.package')}</Text><Text className='w-cell__value'>{t('mch.years', { n: a.years })} · {a.fee === '0' ? t('mch.free') : t('mch.fee', { v: a.fee })}</Text></View> : null}
      </View>
      {a.editable
        ? <AppButton id='apply-edit' className='w-submit' type='primary' block onClick={() => { void navigate('pages/user/merchantsSettleIn/applyFor') }}>{a.state_name === 'rejected' ? t('mch.editResubmit') : t('mch.continueApply')}</AppButton>
        : null}
      {a.state_name === 'approved'
        ? (
          <View className='m-row'>
            <AppButton id='apply-goods' className='w-submit' type='primary' onClick={() => { void navigate('pages/user/merchantsMy/goods/goodsList') }}>{t('mch.manageGoods')}</AppButton>
            <AppButton id='apply-shop' className='w-submit' onClick={() => { void navigate('pages/user/merchantsMy/shop') }}>{t('mch.shopSettings')}</AppButton>
          </View>
          )
        : null}
    </>
  )
})

export default ApplyAuth
