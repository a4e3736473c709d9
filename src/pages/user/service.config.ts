export default definePageConfig({
  navigationBarTitleText: '平台客服'
})
