export default definePageConfig({
  navigationBarTitleText: '确认拼团订单'
})
