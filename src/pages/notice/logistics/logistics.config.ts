export default definePageConfig({
  navigationBarTitleText: '物流消息',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100
})
