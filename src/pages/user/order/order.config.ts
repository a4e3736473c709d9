export default definePageConfig({
  navigationBarTitleText: '我的订单',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
