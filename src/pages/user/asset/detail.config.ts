export default definePageConfig({
  navigationBarTitleText: '资产明细',
  enablePullDownRefresh: true
})
