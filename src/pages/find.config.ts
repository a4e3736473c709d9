export default definePageConfig({
  navigationBarTitleText: '发现',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
