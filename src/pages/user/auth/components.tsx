import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/account'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { redirect } from '@/routes/navigate'
import '../setting/account.scss'

// The legacy phone/password pages (name, phone, register, retrieve, thirdreg, resetpwd): old links
// still open, say that sign-in is by wallet or WeChat, and lead to the sign-in page.

export type LegacyAuth = 'name' | 'phone' | 'register' | 'retrieve' | 'thirdreg' | 'resetpwd'

export const LegacyAuthPage = observer(function LegacyAuthPage ({ which }: { which: LegacyAuth }) {
  const title: TKey = `acc.legacy.${which}`
  return (
    <PageShell id={`legacy-${which}`} className='acc-page legacy-auth' titleKey={title}>
      <View className='auth-hero'>
        <View className='auth-hero__logo'><Icon name='wallet' size={36} color='#fff' /></View>
        <Text className='auth-hero__title'>{t('acc.legacy.heading')}</Text>
        <Text className='auth-hero__desc'>{t('acc.legacy.desc')}</Text>
      </View>
      <View className='acc-actions'>
        <AppButton id='legacy-go' type='primary' block size='large' onClick={() => { void redirect('pages/user/auth/auth') }}>{t('acc.legacy.go')}</AppButton>
      </View>
    </PageShell>
  )
})
