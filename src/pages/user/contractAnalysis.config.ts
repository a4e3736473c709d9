export default definePageConfig({
  navigationBarTitleText: '节点 NFT 合约',
  enablePullDownRefresh: true
})
