export default definePageConfig({
  navigationBarTitleText: '修改邮箱'
})
