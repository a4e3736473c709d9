export default definePageConfig({
  navigationBarTitleText: '消费券'
})
