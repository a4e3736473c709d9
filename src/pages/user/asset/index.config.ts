export default definePageConfig({
  navigationBarTitleText: '我的资产',
  enablePullDownRefresh: true
})
