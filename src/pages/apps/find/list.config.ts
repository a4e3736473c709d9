export default definePageConfig({
  navigationBarTitleText: '全部动态',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
