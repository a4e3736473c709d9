export default definePageConfig({
  navigationBarTitleText: '我的投诉',
  enablePullDownRefresh: true
})
