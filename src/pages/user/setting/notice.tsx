import '@/i18n/domains/account'
import { NoticePage } from './components/NoticeSwitches'

/** New-message notifications (/pages/user/setting/notice): push, sound, vibration, kept on the server. */
export default function NoticeSettingsPage () {
  return <NoticePage id='notice-settings' titleKey='acc.notice.title' />
}
