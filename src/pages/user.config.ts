export default definePageConfig({
  navigationBarTitleText: '我的',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'light',
  backgroundColor: '#ff448f'
})
