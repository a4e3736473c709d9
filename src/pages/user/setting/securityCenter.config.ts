export default definePageConfig({
  navigationBarTitleText: '登录设备管理'
})
