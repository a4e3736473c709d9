import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PAY_ASSETS, type PayAsset } from '../../../types/order'
import { t } from '@/i18n'
import '@/i18n/domains/pay'
import { formatAsset } from '@/lib/money'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { navigate, redirect } from '@/routes/navigate'
import './success/success.scss'

/** Payment success (/pages/page/success?type=pay&amount&asset). */
const SuccessPage = observer(function SuccessPage () {
  const { params } = useRouter()
  const asset = (PAY_ASSETS as readonly string[]).includes(params.asset ?? '') ? params.asset as PayAsset : null
  const amount = params.amount ? decodeURIComponent(params.amount) : ''

  return (
    <PageShell id='success-root' className='success-page' titleKey='success.title'>
      <View className='success-card'>
        <View className='success-card__icon'><Icon name='check' size={36} color='#fff' /></View>
        <Text className='success-card__title'>{t('success.heading')}</Text>
        {amount && asset
          ? (
            <View className='success-card__amount'>
              <Text className='success-card__label'>{t('success.paid')}</Text>
              <Text id='success-amount' className='success-card__num'>{formatAsset(amount, asset)}</Text>
              <Text className='success-card__unit'>{t(`pay.assetName.${asset}`)}</Text>
            </View>
            )
          : null}
        <Text className='success-card__desc'>{t('success.desc')}</Text>
        <View className='success-card__actions'>
          <AppButton id='success-orders' className='success-card__btn' type='primary' fill='outline'
            onClick={() => { void redirect('pages/user/order/order', { type: 'all' }) }}
          >{t('success.viewOrders')}
          </AppButton>
          <AppButton id='success-home' className='success-card__btn' type='primary' onClick={() => { void navigate('pages/index') }}>{t('success.home')}</AppButton>
        </View>
      </View>
    </PageShell>
  )
})

export default SuccessPage
