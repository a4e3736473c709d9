export default definePageConfig({
  navigationBarTitleText: '账单明细',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
