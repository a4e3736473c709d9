export default definePageConfig({
  navigationBarTitleText: '动态详情',
  onReachBottomDistance: 100
})
