export default definePageConfig({
  navigationBarTitleText: '适用商品',
  enablePullDownRefresh: true
})
