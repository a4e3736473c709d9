export default definePageConfig({
  navigationBarTitleText: '货币单位'
})
