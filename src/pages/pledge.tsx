import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/exchange'
import '@/i18n/domains/me'
import { formatAsset } from '@/lib/money'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import './pledge/pledge.scss'


const CARDS = [
  { key: 'bbt', name: 'BBT', desc: 'exchange.bbtDesc', accent: 'bbt' },
  { key: 'bbc', name: 'BBC', desc: 'exchange.bbcDesc', accent: 'bbc' },
  { key: 'usdt', name: 'USDT', desc: 'exchange.usdtDesc', accent: 'usdt' }
] as const

/** Exchange tab (/pages/pledge): the user's BBT, BBC and USDT balances. Staking arrives later. */
const Exchange = observer(function Exchange () {
  const { session } = useStores()
  const loggedIn = session.isLogin && !!session.user

  usePullDownRefresh(() => {
    const done = () => { void Taro.stopPullDownRefresh() }
    if (!loggedIn) { done(); return }
    void Promise.resolve(session.refresh()).catch(() => {}).finally(done)
  })

  return (
    <PageShell id='pledge' className='pledge' titleKey='nav.exchange' tab>
      <View className='pledge-intro'>
        <Text className='pledge-intro__title'>{t('exchange.headline')}</Text>
        <Text className='pledge-intro__text'>{t('exchange.intro')}</Text>
      </View>

      {loggedIn
        ? (
          <View className='pledge-cards'>
            {CARDS.map((c) => (
              <View key={c.key} id={`pledge-${c.key}`} className={`pledge-card pledge-card--${c.accent}`}>
                <View className='pledge-card__top'>
                  <View className='pledge-card__coin'><Text>{c.name.slice(0, 1)}</Text></View>
                  <Text className='pledge-card__name'>{c.name}</Text>
                  <Text className='pledge-card__label'>{t('exchange.available')}</Text>
                </View>
                <Text className='pledge-card__amount'>{formatAsset(session.balances[c.key], c.key)}</Text>
                <Text className='pledge-card__desc'>{t(c.desc)}</Text>
              </View>
            ))}
            <View id='pledge-assets' className='pledge-link' onClick={() => { void navigate('pages/user/money/money') }}>
              <Text>{t('exchange.assets')}</Text>
            </View>
          </View>
          )
        : (
          <View className='pledge-login'>
            <SignInPrompt reason='assets' />
          </View>
          )}
    </PageShell>
  )
})

export default Exchange
