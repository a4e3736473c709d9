export default definePageConfig({
  navigationBarTitleText: '关注',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
