export default definePageConfig({
  navigationBarTitleText: '完善资料'
})
