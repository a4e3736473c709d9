export default definePageConfig({
  navigationBarTitleText: '搜索',
  backgroundColor: '#ffffff'
})
