export default definePageConfig({
  navigationBarTitleText: '帮助中心',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100,
  backgroundTextStyle: 'dark'
})
