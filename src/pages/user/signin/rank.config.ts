export default definePageConfig({
  navigationBarTitleText: '签到排行',
  enablePullDownRefresh: true
})
