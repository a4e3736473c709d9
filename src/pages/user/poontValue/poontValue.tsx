import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { PointsInfo } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { dec } from '@/lib/money'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { LoadGate, useLoad } from '../money/components/shared'
import '../money/components/wallet.scss'

/** Points value (/pages/user/poontValue/poontValue): score_price now and its history as a bar chart. */
const PointsValuePage = observer(function PointsValuePage () {
  const { session } = useStores()
  const state = useLoad<PointsInfo>(() => walletApi.points(), session.isLogin)
  if (!session.isLogin) return <PageShell id='points-value' className='w-page' titleKey='assets.priceTitle'><SignInPrompt reason='assets' /></PageShell>
  const p = state.data
  const max = p === null ? dec(1) : p.history.reduce((m, h) => (dec(h.price).gt(m) ? dec(h.price) : m), dec(0))
  return (
    <PageShell id='points-value' className='w-page' titleKey='assets.priceTitle'>
      <LoadGate state={state} rows={2} />
      {p !== null
        ? (
          <>
            <View className='w-hero'>
              <Text className='w-hero__label'>{t('assets.priceNow')}</Text>
              <Text id='points-price' className='w-hero__value'>{p.score_price} USDT</Text>
              <Text className='w-hero__sub'>{t('assets.pointsWorth', { v: p.value })}</Text>
            </View>
            <View className='w-card'>
              <Text className='w-card__title'>{t('assets.priceChart')}</Text>
              <View className='w-chart' id='points-chart'>
                {p.history.map((h) => (
                  <View key={h.day} className='w-chart__bar' data-day={h.day}
                    style={{ height: `${max.gt(0) ? Math.max(4, Number(dec(h.price).div(max).times(100).toFixed(0))) : 4}%` }}
                  />
                ))}
              </View>
              <View className='w-chart__axis'>
                <Text>{p.history[0]?.day ?? ''}</Text>
                <Text>{t('assets.priceDays', { n: p.history.length })}</Text>
                <Text>{p.history[p.history.length - 1]?.day ?? ''}</Text>
              </View>
            </View>
          </>
          )
        : null}
    </PageShell>
  )
})

export default PointsValuePage
