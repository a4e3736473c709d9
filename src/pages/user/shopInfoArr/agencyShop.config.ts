export default definePageConfig({
  navigationBarTitleText: '代理店铺',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
