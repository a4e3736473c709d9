export default definePageConfig({
  navigationBarTitleText: '意见反馈'
})
