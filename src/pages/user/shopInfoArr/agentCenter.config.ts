export default definePageConfig({ navigationBarTitleText: '代理中心' })
