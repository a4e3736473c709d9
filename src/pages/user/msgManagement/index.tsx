import '@/i18n/domains/account'
import { NoticePage } from '../setting/components/NoticeSwitches'

/**
 * Message settings (/pages/user/msgManagement/index): the same server-kept push, sound and vibration
 * settings as setting/notice; chat reads them with GET /wanlshop/user/notice.
 */
export default function MsgManagementPage () {
  return <NoticePage id='msg-management' titleKey='acc.msg.title' />
}
