export default definePageConfig({
  navigationBarTitleText: '店铺信息'
})
