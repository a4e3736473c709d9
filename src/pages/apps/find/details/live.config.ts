export default definePageConfig({
  navigationBarTitleText: '直播间',
  navigationBarBackgroundColor: '#111111',
  navigationBarTextStyle: 'white',
  backgroundColor: '#111111'
})
