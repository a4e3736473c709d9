export default definePageConfig({
  navigationBarTitleText: '店铺',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100,
  enableShareAppMessage: true,
  enableShareTimeline: true
})
