export default definePageConfig({
  navigationBarTitleText: '拼团',
  enablePullDownRefresh: true,
  // the invitation: weapp's share menu and open-type="share" buttons ask the page
  enableShareAppMessage: true
})
