export default definePageConfig({
  navigationBarTitleText: '申请进度'
})
