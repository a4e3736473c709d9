export default definePageConfig({
  navigationBarTitleText: '转账'
})
