export default definePageConfig({
  navigationBarTitleText: '粉丝',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
