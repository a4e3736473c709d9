import { sub, type Id } from './types'

/** The chat screen's query: a buyer opens it with a shop (and a goods or order card ready), the
 * merchant with one of their shop's conversations, anyone with customer service. */
export interface ChatParams {
  [k: string]: string | number | undefined
  shop_id?: Id
  /** goods id whose card is offered for sending (spec: optional goods) */
  goods?: Id
  /** order id whose card is offered for sending */
  order_id?: Id
  /** an existing conversation (the message centre, the merchant's list) */
  conversation_id?: Id
  /** 1: the conversation with the platform */
  service?: 1
}

// Chat and notices (issue 16): the message centre, chat, notice lists, customer service.
export const noticeRoutes = {
  'pages/notice/notice': sub('pages/notice'),
  'pages/notice/chat': sub<ChatParams>('pages/notice'),
  'pages/notice/notify/notify': sub('pages/notice'),
  'pages/notice/system/system': sub('pages/notice'),
  'pages/notice/logistics/logistics': sub('pages/notice'),
  'pages/user/service': sub('pages/user')
}
