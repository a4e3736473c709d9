export default definePageConfig({
  navigationBarTitleText: 'BBT 明细',
  enablePullDownRefresh: true
})
