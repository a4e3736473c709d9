export default definePageConfig({
  navigationBarTitleText: '商品评价',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
