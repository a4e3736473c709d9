import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { Earnings } from '../../../../types/agents'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/agents'
import '@/i18n/domains/wallet'
import { agentsApi } from '@/api/agents'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { LoadGate, useLoad } from '../money/components/shared'
import '../money/components/wallet.scss'
import '../shopInfoArr/components/agents.scss'

/** My earnings (/pages/user/distribution/distribution): the total, by bill type (each opens its records) and by day. */
const DistributionPage = observer(function DistributionPage () {
  const { session } = useStores()
  const e = useLoad<Earnings>(() => agentsApi.earnings(), session.isLogin)
  if (!session.isLogin) return <PageShell id='distribution' className='w-page' titleKey='agents.distributionTitle'><SignInPrompt reason='account' /></PageShell>
  const d = e.data
  return (
    <PageShell id='distribution' className='w-page' titleKey='agents.distributionTitle'>
      {d === null
        ? <LoadGate state={e} rows={4} />
        : (
          <>
            <View className='w-hero'>
              <Text className='w-hero__label'>{t('agents.totalEarned')}</Text>
              <Text id='distribution-total' className='w-hero__value'>{d.total}</Text>
              <View className='w-hero__actions'>
                <Text id='distribution-records' className='w-hero__action' onClick={() => { void navigate('pages/user/shopInfoArr/revenueRecord') }}>{t('agents.records')}</Text>
              </View>
            </View>
            <View className='w-card'>
              <Text className='w-card__title'>{t('agents.byType')}</Text>
              {d.by_type.map((x) => (
                <View key={x.type} id={`distribution-type-${x.type}`} className='w-cell' onClick={() => { void navigate('pages/user/shopInfoArr/revenueRecord', { type: x.type }) }}>
                  <Text className='w-cell__label'>{t(`assets.billType.${x.type}`)}</Text>
                  <Text className='w-cell__value'>{x.amount}</Text>
                  <Icon name='arrow-right' size={14} />
                </View>
              ))}
            </View>
            <View className='w-card'>
              <Text className='w-card__title'>{t('agents.byDay')}</Text>
              {d.by_day.length === 0
                ? <EmptyState icon={<Icon name='wallet' size={40} />} title={t('agents.noEarnings')} description={t('agents.noEarningsDesc')} />
                : d.by_day.map((x) => (
                  <View key={x.day} className='w-cell'><Text className='w-cell__label'>{x.day}</Text><Text className='w-cell__value'>{x.amount}</Text></View>
                ))}
            </View>
          </>
          )}
    </PageShell>
  )
})

export default DistributionPage
