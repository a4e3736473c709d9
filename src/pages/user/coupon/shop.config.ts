export default definePageConfig({
  navigationBarTitleText: '店铺优惠券管理'
})
