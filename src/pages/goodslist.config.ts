export default definePageConfig({
  navigationBarTitleText: '商品列表',
  enablePullDownRefresh: true,
  onReachBottomDistance: 100,
  backgroundTextStyle: 'dark'
})
