export default definePageConfig({
  navigationBarTitleText: 'USDT 充值'
})
