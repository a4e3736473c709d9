export default definePageConfig({
  navigationBarTitleText: '个人主页',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
