export default definePageConfig({
  navigationBarTitleText: '协商记录'
})
