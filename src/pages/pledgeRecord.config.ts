export default definePageConfig({
  navigationBarTitleText: '质押记录',
  enablePullDownRefresh: true
})
