export default definePageConfig({
  navigationBarTitleText: '拼团详情',
  // weapp: the share menu and open-type="share" buttons ask the page (platform/share.weapp.ts)
  enableShareAppMessage: true,
  enableShareTimeline: true
})
