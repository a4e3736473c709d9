export default definePageConfig({
  navigationBarTitleText: '积分价值'
})
