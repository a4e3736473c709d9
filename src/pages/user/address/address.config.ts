export default definePageConfig({
  navigationBarTitleText: '收货地址',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
