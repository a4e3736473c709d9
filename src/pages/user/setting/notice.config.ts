export default definePageConfig({
  navigationBarTitleText: '新消息通知'
})
