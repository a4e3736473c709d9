export default definePageConfig({
  navigationBarTitleText: '直播结束'
})
