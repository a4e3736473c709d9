// The agents module's messages (zh default, en): binding an inviter, the agency shop.

export const messages = {
  'agents.code_unknown': { zh: '邀请码不存在', en: 'This invitation code does not exist' },
  'agents.code_own': { zh: '不能绑定自己的邀请码', en: 'You cannot bind your own invitation code' },
  'agents.code_cycle': { zh: '不能绑定自己团队成员的邀请码', en: 'You cannot bind the code of a member of your own team' },
  'agents.already_bound': { zh: '您已绑定邀请人', en: 'You already have an inviter' },
  'agents.bound': { zh: '绑定成功', en: 'Inviter bound' },
  'agents.saved': { zh: '保存成功', en: 'Saved' },
  'agents.name_required': { zh: '请填写店铺名称', en: 'Please enter the shop name' },
  'agents.image_invalid': { zh: '图片必须是您在本站上传的图片', en: 'Pictures must be images you uploaded to this site' },
  'agents.reverse_short': { zh: '用户 {user} 已用掉本订单发放的 {asset}，无法撤销结算', en: '{user} has spent the {asset} this order paid them; the settlement cannot be reversed' }
} as const
