export default definePageConfig({
  navigationBarTitleText: '分类',
  disableScroll: true
})
