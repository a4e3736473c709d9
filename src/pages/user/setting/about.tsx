import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import '@/i18n/domains/settings'
import { appEnv } from '@/env'
import { commonApi } from '@/api/common'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { Modal } from '@/components/Modal'
import { UpdateDialog } from '@/components/UpdateDialog'
import { MenuGroup, MenuRow } from './components/rows'
import './account.scss'
import './setting.scss'

/** The spec gives two readings of the version: 1.1.24, and 1.1.11 with code 1111. */
const SPEC_RELEASE = '1.1.11'
const SPEC_CODE = 1111

/** Open-source software the app ships, with its licence. */
const LICENCES: Array<[string, string]> = [
  ['React', 'MIT'], ['Taro', 'MIT'], ['NutUI React', 'MIT'], ['Vue reactivity', 'MIT'],
  ['ethers', 'MIT'], ['blueimp-md5', 'MIT'], ['@vant/area-data', 'MIT'], ['Noto Sans SC', 'OFL-1.1']
]

/** About (/pages/user/setting/about): name, versions, licences, check for updates. */
const AboutPage = observer(function AboutPage () {
  const { app, update } = useStores()
  const [licences, setLicences] = useState(false)
  const [checking, setChecking] = useState(false)
  const name = app.config?.name || t('home.appName')

  const check = async () => {
    if (checking) return
    setChecking(true)
    try {
      const data = await commonApi.init({ version: appEnv.APP_VERSION_CODE }, { toast: false })
      update.check(data.update)
      if (update.hasUpdate && update.info) {
        toast(t('acc.about.newVersion', { v: update.info.version_name }))
        update.show()
      } else {
        toast(t('acc.about.upToDate'), 'success')
      }
    } catch {
      toast(t('acc.about.failed'))
    } finally {
      setChecking(false)
    }
  }

  return (
    <PageShell id='about' className='acc-page about-page' titleKey='acc.about.title'>
      <View className='about-page__head'>
        <View className='about-page__logo'><Icon name='store' size={36} color='#fff' /></View>
        <Text className='about-page__name'>{name}</Text>
        <Text className='about-page__desc'>{t('acc.about.desc')}</Text>
      </View>
      <MenuGroup>
        <MenuRow id='about-version' title={t('acc.about.version')} value={appEnv.APP_VERSION} />
        <MenuRow id='about-release' title={t('acc.about.build')} value={SPEC_RELEASE} />
        <MenuRow id='about-code' title={t('acc.about.code')} value={String(SPEC_CODE)} />
      </MenuGroup>
      <MenuGroup>
        <MenuRow id='about-licences' title={t('acc.about.licences')} onClick={() => setLicences(true)} />
        <MenuRow id='about-check' title={t('acc.about.check')} value={checking ? t('acc.about.checking') : ''} onClick={() => { void check() }} />
      </MenuGroup>

      <Modal visible={licences} className='about-modal' title={t('acc.about.licences')} onOverlayClick={() => setLicences(false)}
        footer={<AppButton id='about-ok' className='modal__action' type='primary' onClick={() => setLicences(false)}>{t('common.ok')}</AppButton>}
      >
        <View className='about'>
          <Text className='about__desc'>{t('acc.about.licencesDesc')}</Text>
          <View className='licence-list'>
            {LICENCES.map(([n, l]) => (
              <View key={n} className='licence'><Text>{n}</Text><Text className='licence__id'>{l}</Text></View>
            ))}
          </View>
        </View>
      </Modal>
      <UpdateDialog />
    </PageShell>
  )
})

export default AboutPage
