import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { routeText } from '@/routes/params'
import { returnTo } from '@/routes/app-hooks'
import { networkState, type NetworkState } from '@/platform/network'
import '../user/setting/account.scss'


/**
 * Offline (/pages/page/no_network[?back]): shown when the connection goes (routes/app-hooks.ts),
 * with a retry; on mobile data it says so (pictures and video use the allowance).
 */
const NoNetworkPage = observer(function NoNetworkPage () {
  const back = routeText(useRouter().params.back)
  const [net, setNet] = useState<NetworkState | null>(null)
  const [checking, setChecking] = useState(false)

  useEffect(() => { void networkState().then(setNet) }, [])

  const retry = async () => {
    if (checking) return
    setChecking(true)
    const now = await networkState()
    setNet(now)
    setChecking(false)
    if (!now.online) { toast(t('acc.offline.stillOffline')); return }
    toast(t('acc.offline.back'), 'success')
    await returnTo(back, 'pages/index')
  }

  return (
    <PageShell id='no-network' className='acc-page' titleKey='acc.offline.title'>
      {net?.mobile
        ? (
          <View id='no-network-mobile' className='loc-note'>
            <Icon name='failure' size={16} color='#8a5a00' />
            <View>
              <Text style={{ fontWeight: 600 }}>{t('acc.offline.mobileTitle')}</Text>
              <Text>{' '}{t('acc.offline.mobileDesc', { type: net.label === 'cellular' ? t('acc.offline.cellular') : net.label })}</Text>
            </View>
          </View>
          )
        : null}
      <View className='offline'>
        <Icon name='failure' size={64} color='#c8c8c8' />
        <Text className='offline__title'>{net?.online ? t('acc.offline.back') : t('acc.offline.heading')}</Text>
        {net?.online ? null : <Text className='offline__desc'>{t('acc.offline.desc')}</Text>}
        <View className='offline__btn'>
          <AppButton id='no-network-retry' type='primary' block size='large' loading={checking} onClick={() => { void retry() }}>
            {checking ? t('acc.offline.checking') : t('acc.offline.retry')}
          </AppButton>
        </View>
      </View>
    </PageShell>
  )
})

export default NoNetworkPage
