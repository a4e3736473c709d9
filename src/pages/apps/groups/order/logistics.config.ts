export default definePageConfig({
  navigationBarTitleText: '物流详情',
  enablePullDownRefresh: true
})
