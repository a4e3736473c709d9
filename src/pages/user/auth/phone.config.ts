export default definePageConfig({
  navigationBarTitleText: '手机号登录'
})
