export default definePageConfig({ navigationBarTitleText: '店铺资料' })
