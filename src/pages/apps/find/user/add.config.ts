export default definePageConfig({
  navigationBarTitleText: '发布动态',
  onReachBottomDistance: 100
})
