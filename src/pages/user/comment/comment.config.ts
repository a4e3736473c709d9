export default definePageConfig({
  navigationBarTitleText: '我的评价',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
