// The address module's messages (zh default, en), registered from its manifest.

export const messages = {
  'address.name_required': { zh: '请填写收货人姓名', en: "Please enter the receiver's name" },
  'address.name_too_long': { zh: '收货人姓名不能超过20个字', en: "The receiver's name must be at most 20 characters" },
  'address.mobile_invalid': { zh: '请填写正确的手机号码', en: 'Please enter a valid phone number' },
  'address.region_required': { zh: '请选择所在地区', en: 'Please choose the region' },
  'address.detail_required': { zh: '请填写详细地址（2–120个字）', en: 'Please enter the detailed address (2–120 characters)' },
  'address.location_invalid': { zh: '地图位置格式不正确', en: 'The map location is invalid' },
  'address.not_found': { zh: '地址不存在', en: 'Address does not exist' },
  'address.too_many': { zh: '最多保存{n}个收货地址', en: 'You can keep at most {n} addresses' },
  'address.saved': { zh: '保存成功', en: 'Address saved' },
  'address.deleted': { zh: '删除成功', en: 'Address deleted' }
} as const
