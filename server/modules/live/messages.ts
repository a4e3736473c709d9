// Live streaming's messages, both languages.

export const messages = {
  'live.not_found': { zh: '直播不存在', en: 'This live does not exist' },
  'live.no_shop': { zh: '开通店铺后才能直播', en: 'Open a shop to go live' },
  'live.not_configured': { zh: '直播服务未配置（LIVE_RTMP_URL）', en: 'Live streaming is not configured on this server (LIVE_RTMP_URL)' },
  'live.already': { zh: '已有一场未结束的直播', en: 'You already have a live that has not ended' },
  'live.title_empty': { zh: '请填写直播标题', en: 'Give the live a title' },
  'live.goods_not_allowed': { zh: '只能选择自己店铺在售的商品', en: 'Only goods on sale in your own shop can be shown' },
  'live.not_my_file': { zh: '封面只能使用自己上传的图片', en: 'The cover must be a picture you uploaded' },
  'live.created': { zh: '直播已创建，开始推流即可开播', en: 'Live created; it goes on air when you start pushing' },
  'live.not_on': { zh: '直播未在进行中', en: 'This live is not on air' },
  'live.ended': { zh: '直播已结束', en: 'The live has ended' },
  'live.say_empty': { zh: '请输入内容', en: 'Write a message' },
  'live.say_too_long': { zh: '最多 {n} 个字', en: 'At most {n} characters' },
  'live.sent': { zh: '已发送', en: 'Sent' },
  'live.liked': { zh: '已点赞', en: 'Liked' }
} as const
