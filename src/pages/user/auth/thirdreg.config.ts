export default definePageConfig({
  navigationBarTitleText: '第三方账号绑定'
})
