export default definePageConfig({
  navigationBarTitleText: '我的反馈',
  enablePullDownRefresh: true
})
