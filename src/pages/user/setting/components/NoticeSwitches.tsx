import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { Cell, Switch } from '@nutui/nutui-react-taro'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/settings'
import '@/i18n/domains/account'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useSignedInShow } from './useSignedInShow'
import '../setting.scss'
import '../account.scss'

/**
 * Push, sound and vibration: the message settings kept on the server (session.setPrefs saves them;
 * GET /wanlshop/user/notice reads them). Settings, setting/notice and msgManagement show it.
 */
export const NoticeSwitches = observer(function NoticeSwitches () {
  const { session } = useStores()
  const p = session.prefs
  return (
    <>
      <View id='setting-pushs' className='setting-row'>
        <Cell align='center' title={t('settings.pushs')} extra={<Switch checked={p.pushs} onChange={(v) => { void session.setPrefs({ pushs: v }) }} />} />
      </View>
      <View id='setting-voice' className='setting-row'>
        <Cell align='center' title={t('settings.voice')} extra={<Switch checked={p.voice} disabled={!p.pushs} onChange={(v) => { void session.setPrefs({ voice: v }) }} />} />
      </View>
      <View id='setting-shock' className='setting-row'>
        <Cell align='center' isLast title={t('settings.shock')} extra={<Switch checked={p.shock} disabled={!p.pushs} onChange={(v) => { void session.setPrefs({ shock: v }) }} />} />
      </View>
    </>
  )
})

/** The page of message settings: setting/notice and msgManagement/index (the message centre's entry). */
export const NoticePage = observer(function NoticePage ({ id, titleKey }: { id: string, titleKey: 'acc.notice.title' | 'acc.msg.title' }) {
  const { session } = useStores()
  useSignedInShow(() => { void session.loadPrefs().catch(() => undefined) })
  return (
    <PageShell id={id} className='setting acc-page' titleKey={titleKey}>
      {session.isLogin
        ? (
          <>
            <Text className='acc-intro'>{t('acc.notice.intro')}</Text>
            <Cell.Group description={t('settings.noticeHint')} className='setting-group'>
              <NoticeSwitches />
            </Cell.Group>
          </>
          )
        : <SignInPrompt reason='account' />}
    </PageShell>
  )
})
