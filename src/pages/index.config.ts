export default definePageConfig({
  navigationBarTitleText: '首页',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'light',
  backgroundColor: '#ff448f'
})
