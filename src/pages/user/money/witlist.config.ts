export default definePageConfig({
  navigationBarTitleText: '提现记录',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
