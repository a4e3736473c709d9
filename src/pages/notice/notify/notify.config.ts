export default definePageConfig({
  navigationBarTitleText: '订单通知',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
