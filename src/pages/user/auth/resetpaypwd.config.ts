export default definePageConfig({
  navigationBarTitleText: '设置支付密码'
})
