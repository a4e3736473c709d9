export default definePageConfig({
  navigationBarTitleText: '资讯中心',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100,
  backgroundTextStyle: 'dark'
})
