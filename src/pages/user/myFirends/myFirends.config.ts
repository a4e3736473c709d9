export default definePageConfig({
  navigationBarTitleText: '我的好友',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
