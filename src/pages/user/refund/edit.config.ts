export default definePageConfig({
  navigationBarTitleText: '修改退款申请'
})
