import { NoticeList } from '../components/NoticeList'

/** /pages/notice/system/system: 系统通知. */
export default function Page () {
  return <NoticeList type='notice' />
}
