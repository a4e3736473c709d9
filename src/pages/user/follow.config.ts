export default definePageConfig({
  navigationBarTitleText: '关注店铺',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
