export default definePageConfig({
  navigationBarTitleText: '账单详情'
})
