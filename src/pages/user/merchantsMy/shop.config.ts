export default definePageConfig({
  navigationBarTitleText: '店铺设置'
})
