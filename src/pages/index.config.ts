export default definePageConfig({
  navigationBarTitleText: '首页',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 150,
  backgroundTextStyle: 'light',
  backgroundColor: '#ff448f'
})
