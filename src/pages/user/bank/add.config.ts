export default definePageConfig({
  navigationBarTitleText: '添加银行卡'
})
