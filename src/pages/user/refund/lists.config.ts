export default definePageConfig({
  navigationBarTitleText: '退款/售后',
  enablePullDownRefresh: true
})
