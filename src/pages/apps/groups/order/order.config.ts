export default definePageConfig({
  navigationBarTitleText: '拼团订单',
  enablePullDownRefresh: true
})
