export default definePageConfig({
  navigationBarTitleText: '聊天'
})
