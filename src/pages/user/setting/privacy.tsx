import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { PageShell } from '@/components/PageShell'
import { MenuGroup } from './components/rows'
import './account.scss'

const PERMS = ['album', 'location', 'clipboard', 'wallet', 'network'] as const

/** Privacy (/pages/user/setting/privacy): the policy in short, and the permissions the app uses. */
export default function PrivacyPage () {
  return (
    <PageShell id='privacy' className='acc-page' titleKey='acc.privacy.title'>
      <MenuGroup title={t('acc.privacy.policyTitle')}>
        {(['p1', 'p2', 'p3', 'p4'] as const).map((k) => <Text key={k} className='acc-text'>{t(`acc.privacy.${k}`)}</Text>)}
      </MenuGroup>
      <MenuGroup title={t('acc.privacy.permsTitle')}>
        {PERMS.map((p) => (
          <View key={p} id={`privacy-${p}`} className='acc-row acc-row--col'>
            <Text className='acc-row__title'>{t(`acc.privacy.perms.${p}.name`)}</Text>
            <Text className='acc-row__desc'>{t(`acc.privacy.perms.${p}.desc`)}</Text>
          </View>
        ))}
      </MenuGroup>
    </PageShell>
  )
}
