import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { THEMES, type ThemeName } from '@/lib/themes'
import { PageShell, toast } from '@/components/PageShell'
import { MenuGroup } from './setting/components/rows'
import './setting/account.scss'

/** Themes (/pages/user/theme): the spec's pink and two more, applied at once and remembered. */
const ThemePage = observer(function ThemePage () {
  const { app } = useStores()
  const choose = (name: ThemeName) => {
    if (name === app.theme) return
    app.setTheme(name)
    toast(t('acc.theme.applied', { name: t(`acc.theme.${name}`) }), 'success')
  }
  return (
    <PageShell id='theme' className='acc-page' titleKey='acc.theme.title'>
      <Text className='acc-intro'>{t('acc.theme.intro')}</Text>
      <MenuGroup>
        {THEMES.map((th) => (
          <View key={th.name} id={`theme-${th.name}`} className='theme-card' onClick={() => choose(th.name)}>
            <View className='theme-card__swatch' style={{ background: th.swatch }} />
            <Text className='theme-card__name'>{t(`acc.theme.${th.name}`)}</Text>
            {app.theme === th.name ? <Text className='acc-tag'>{t('acc.theme.current')}</Text> : null}
            <View className={`acc-radio ${app.theme === th.name ? 'acc-radio--on' : ''}`} style={{ marginLeft: '16px' }} />
          </View>
        ))}
      </MenuGroup>
    </PageShell>
  )
})

export default ThemePage
