import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/me'
import { formatAsset } from '@/lib/money'
import { getNavInsets } from '@/components/NavInsets'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { navigate } from '@/routes/navigate'
import { copyText } from '@/platform/clipboard'
import { shortAddress } from './shortAddress'

const BALANCES = [
  { key: 'usdt', label: 'me.usdt' },
  { key: 'bbc', label: 'me.bbc' },
  { key: 'bbt', label: 'me.bbt' },
  { key: 'score', label: 'me.score' }
] as const

/** Gradient header: avatar, nickname, wallet address (copy), balances; or the connect-wallet call. */
export const MeHeader = observer(function MeHeader () {
  const { session } = useStores()
  const { statusBar, barHeight, capsuleRight } = getNavInsets()
  const user = session.user
  const loggedIn = session.isLogin && !!user
  const address = session.walletAddress || user?.wallet_address || ''

  const copyAddress = () => { if (address) void copyText(address) }

  return (
    <View className='me-header' style={{ paddingTop: `${statusBar}px` }}>
      <View className='me-header__bar' style={{ height: `${barHeight}px`, paddingRight: `${capsuleRight}px` }}>
        <Text className='me-header__title'>{t('me.title')}</Text>
        <View id='me-settings' className='me-header__gear' onClick={() => { void navigate('pages/user/setting/setting') }}>
          <Icon name='setting' size={20} color='#fff' />
        </View>
      </View>

      <View className='me-header__profile'>
        <View className='me-header__avatar'>
          {loggedIn && user?.avatar
            ? <Image className='me-header__avatar-img' src={assetUrl(user.avatar)} mode='aspectFill' />
            : <Icon name='user' size={30} color='#ff448f' />}
        </View>
        {loggedIn
          ? (
            <View className='me-header__who'>
              <View className='me-header__name-row'>
                <Text id='me-nickname' className='me-header__name'>{user?.nickname || shortAddress(address)}</Text>
                {user && user.level > 0 ? <Text className='me-header__level'>Lv.{user.level}</Text> : null}
              </View>
              {address
                ? (
                  <View id='me-address' className='me-header__address' onClick={copyAddress}>
                    <Text>{shortAddress(address)}</Text>
                    <Icon name='copy' size={11} color='rgba(255,255,255,0.85)' />
                  </View>
                  )
                : null}
            </View>
            )
          : (
            <View className='me-header__who'>
              <Text className='me-header__name'>{t('me.guest')}</Text>
              <Text className='me-header__hint'>{t('me.guestHint')}</Text>
            </View>
            )}
        {!loggedIn
          ? (
            <AppButton id='connect-wallet' className='me-header__connect' size='small'
              loading={session.loggingIn} disabled={session.loggingIn}
              onClick={() => { void session.login() }}
            >{session.loggingIn ? t('me.connecting') : session.loginKind === 'wechat' ? t('me.wechatLogin') : t('me.connect')}
            </AppButton>
            )
          : null}
      </View>

      <View id='me-balances' className='me-balances' onClick={() => { if (loggedIn) void navigate('pages/user/money/money') }}>
        {BALANCES.map((b) => (
          <View key={b.key} className='me-balances__item'>
            <Text id={`me-balance-${b.key}`} className='me-balances__value'>
              {loggedIn ? formatAsset(session.balances[b.key], b.key) : '--'}
            </Text>
            <Text className='me-balances__label'>{t(b.label)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
})
