export default definePageConfig({
  navigationBarTitleText: '浏览足迹',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
