export default definePageConfig({
  navigationBarTitleText: '节点权益'
})
