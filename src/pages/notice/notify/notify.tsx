import { NoticeList } from '../components/NoticeList'

/** /pages/notice/notify/notify: 订单通知. */
export default function Page () {
  return <NoticeList type='order' />
}
