export default definePageConfig({
  navigationBarTitleText: '修改登录密码'
})
