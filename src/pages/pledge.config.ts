export default definePageConfig({
  navigationBarTitleText: '兑换',
  enablePullDownRefresh: true
})
