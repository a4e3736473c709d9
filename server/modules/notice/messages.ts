// Notice texts: a notice row stores a key and parameters; `<key>_title` and `<key>_content` are
// rendered in the reader's language when it is read (service.ts renderNotice).

export const messages = {
  'notice.not_found': { zh: '通知不存在', en: 'Notice does not exist' },
  'notice.read_ok': { zh: '已全部标为已读', en: 'All marked as read' },
  'notice.announcement_title': { zh: '{title}', en: '{title}' },
  'notice.announcement_content': { zh: '{content}', en: '{content}' },
  'notice.announcement_empty': { zh: '公告标题和内容不能为空', en: 'An announcement needs a title and a text' },
  'refund.update_title': { zh: '退款进度更新', en: 'Refund update' },
  'refund.update_content': { zh: '您的订单 {no} 的退款{state}', en: 'The refund of order {no} is {state}' },
  'review.result_title': { zh: '评价审核结果', en: 'Review result' },
  'review.result_content': { zh: '您对“{goods}”的评价{result}', en: 'Your review of "{goods}" was {result}' }
} as const
