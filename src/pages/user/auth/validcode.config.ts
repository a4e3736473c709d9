export default definePageConfig({
  navigationBarTitleText: '验证邮箱'
})
