export default definePageConfig({
  navigationBarTitleText: '我的优惠券',
  enablePullDownRefresh: true
})
