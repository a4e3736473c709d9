export default definePageConfig({
  navigationBarTitleText: '拼团订单详情',
  enablePullDownRefresh: true
})
