export default definePageConfig({
  navigationBarTitleText: '主题风格'
})
