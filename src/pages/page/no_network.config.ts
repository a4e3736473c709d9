export default definePageConfig({
  navigationBarTitleText: '网络不可用'
})
