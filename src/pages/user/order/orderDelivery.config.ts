export default definePageConfig({
  navigationBarTitleText: '订单发货'
})
