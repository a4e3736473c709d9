export default definePageConfig({
  navigationBarTitleText: '评价订单'
})
