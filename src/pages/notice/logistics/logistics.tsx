import { NoticeList } from '../components/NoticeList'

/** /pages/notice/logistics/logistics: 物流消息. */
export default function Page () {
  return <NoticeList type='logistics' />
}
