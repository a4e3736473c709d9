export default definePageConfig({
  navigationBarTitleText: '修改头像'
})
