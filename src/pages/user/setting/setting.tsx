import { useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { Cell } from '@nutui/nutui-react-taro'
import { useStores } from '@/stores'
import { t, type Lang } from '@/i18n'
import '@/i18n/domains/settings'
import '@/i18n/domains/account'
import { assetUrl } from '@/env'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { copyText } from '@/platform/clipboard'
import { shortAddress } from '../components/shortAddress'
import { LanguagePopup } from './components/LanguagePopup'
import { cacheSizeKb, clearCache } from './components/cache'
import './setting.scss'
import { navigate, switchTab } from '@/routes/navigate'
import { NoticeSwitches } from './components/NoticeSwitches'

const arrow = <Icon name='arrow-right' size={12} color='#c8c8c8' />

/** Taro's confirm (WeChat's native one on weapp, a small DOM modal on H5) with our texts. */
async function confirm (title: string, content: string, confirmText: string): Promise<boolean> {
  try {
    const r = await Taro.showModal({ title, content, confirmText, cancelText: t('common.cancel'), confirmColor: '#ff448f', cancelColor: '#666666' })
    return !!r?.confirm
  } catch {
    return false
  }
}

/** Settings (/pages/user/setting/setting): profile, security, language, currency, theme, notifications, cache, privacy, about, logout. */
const Setting = observer(function Setting () {
  const { session, locale, app } = useStores()
  const [langOpen, setLangOpen] = useState(false)
  const [cacheKb, setCacheKb] = useState<number | null>(null)
  const loggedIn = session.isLogin && !!session.user
  const version = __APP_ENV__.APP_VERSION

  useDidShow(() => setCacheKb(cacheSizeKb()))

  const selectLang = (l: Lang) => {
    setLangOpen(false)
    if (l !== locale.lang) locale.setLang(l)
  }

  const onClearCache = async () => {
    if (!await confirm(t('settings.cache'), t('settings.cacheConfirm'), t('common.confirm'))) return
    clearCache()
    setCacheKb(cacheSizeKb())
    toast(t('settings.cacheCleared'), 'success')
  }

  const onLogout = async () => {
    if (!await confirm(t('settings.logout'), t('settings.logoutConfirm'), t('settings.logout'))) return
    await session.logout()
    toast(t('login.loggedOut'), 'success')
    setTimeout(() => { void switchTab('pages/user').catch(() => {}) }, 600)
  }

  const sizeText = cacheKb == null ? '' : cacheKb >= 1024 ? `${(cacheKb / 1024).toFixed(1)} MB` : `${cacheKb} KB`

  return (
    <PageShell id='setting' className='setting' titleKey='settings.title'>
      {loggedIn
        ? (
          <View id='setting-profile' className='setting-account' onClick={() => { void navigate('pages/user/setting/user') }}>
            <View className='setting-account__avatar'>
              {session.user?.avatar
                ? <Image className='setting-account__img' src={assetUrl(session.user.avatar)} mode='aspectFill' />
                : <Icon name='user' size={24} color='#ff448f' />}
            </View>
            <View className='setting-account__info'>
              <Text className='setting-account__name'>{session.user?.nickname || shortAddress(session.walletAddress)}</Text>
              {session.walletAddress
                ? (
                  <Text className='setting-account__addr' onClick={(e) => { e.stopPropagation?.(); void copyText(session.walletAddress) }}>
                    {t('settings.wallet')}: {shortAddress(session.walletAddress)}
                  </Text>
                  )
                : null}
            </View>
            {arrow}
          </View>
          )
        : null}

      {loggedIn
        ? (
          <Cell.Group title={t('acc.menu.account')} className='setting-group'>
            <View id='setting-user' className='setting-row' onClick={() => { void navigate('pages/user/setting/user') }}>
              <Cell align='center' title={t('acc.menu.profile')} extra={arrow} />
            </View>
            <View id='setting-security' className='setting-row' onClick={() => { void navigate('pages/user/setting/security') }}>
              <Cell align='center' isLast title={t('acc.menu.security')} extra={arrow} />
            </View>
          </Cell.Group>
          )
        : null}

      <Cell.Group title={t('settings.general')} className='setting-group'>
        <View id='setting-language' className='setting-row' onClick={() => setLangOpen(true)}>
          <Cell align='center' title={t('settings.language')} extra={<View className='setting-extra'><Text>{t(locale.lang === 'en' ? 'lang.en' : 'lang.zh')}</Text>{arrow}</View>} />
        </View>
        <View id='setting-currency' className='setting-row' onClick={() => { void navigate('pages/user/setting/currency') }}>
          <Cell align='center' title={t('acc.menu.currency')} extra={<View className='setting-extra'><Text>{app.displayCurrency === 'usdt' ? 'USDT' : t('acc.currency.cny')}</Text>{arrow}</View>} />
        </View>
        <View id='setting-theme' className='setting-row' onClick={() => { void navigate('pages/user/theme') }}>
          <Cell align='center' title={t('acc.menu.theme')} extra={<View className='setting-extra'><Text>{t(`acc.theme.${app.theme}`)}</Text>{arrow}</View>} />
        </View>
        <View id='setting-cache' className='setting-row' onClick={() => { void onClearCache() }}>
          <Cell align='center' isLast title={t('settings.cache')} extra={<View className='setting-extra'><Text>{sizeText}</Text>{arrow}</View>} />
        </View>
      </Cell.Group>

      <Cell.Group title={t('settings.notice')} description={t('settings.noticeHint')} className='setting-group'>
        <NoticeSwitches />
      </Cell.Group>

      <Cell.Group className='setting-group'>
        <View id='setting-privacy' className='setting-row' onClick={() => { void navigate('pages/user/setting/privacy') }}>
          <Cell align='center' title={t('acc.menu.privacy')} extra={arrow} />
        </View>
        <View id='setting-about' className='setting-row' onClick={() => { void navigate('pages/user/setting/about') }}>
          <Cell align='center' isLast title={t('settings.about')} extra={<View className='setting-extra'><Text>v{version}</Text>{arrow}</View>} />
        </View>
      </Cell.Group>

      {loggedIn
        ? (
          <View className='setting-logout'>
            <AppButton id='setting-logout' className='setting-logout__btn' block size='large' onClick={() => { void onLogout() }}>{t('settings.logout')}</AppButton>
          </View>
          )
        : null}

      <LanguagePopup visible={langOpen} current={locale.lang} onSelect={selectLang} onClose={() => setLangOpen(false)} />
    </PageShell>
  )
})

export default Setting
