export default definePageConfig({
  navigationBarTitleText: '实名认证'
})
