export default definePageConfig({
  navigationBarTitleText: '账户与安全'
})
