export default definePageConfig({
  navigationBarTitleText: '系统通知',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
