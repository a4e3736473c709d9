export default definePageConfig({
  navigationBarTitleText: '投诉'
})
