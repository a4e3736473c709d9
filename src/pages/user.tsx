import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/me'
import { PageShell } from '@/components/PageShell'
import { MeHeader } from './user/components/MeHeader'
import { DynamicRow, OrderCard, ServiceGrid } from './user/components/MeSections'
import './user/components/me.scss'

/** Me tab (/pages/user): profile and balances, order and dynamic counts, services, settings. */
const Me = observer(function Me () {
  const { session } = useStores()

  usePullDownRefresh(() => {
    const done = () => { void Taro.stopPullDownRefresh() }
    if (!session.isLogin) { done(); return }
    void Promise.resolve(session.refresh()).catch(() => {}).finally(done)
  })

  return (
    <PageShell id='me' className='me' tab>
      <MeHeader />
      <View className='me-body'>
        <DynamicRow />
        <OrderCard />
        <ServiceGrid />
        <Text className='me-footer'>{t('me.footer', { v: __APP_ENV__.APP_VERSION })}</Text>
      </View>
    </PageShell>
  )
})

export default Me
