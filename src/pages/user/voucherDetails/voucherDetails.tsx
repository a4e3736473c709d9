import { useReachBottom } from '@tarojs/taro'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { AssetHistory, useAssetHistory } from '../money/components/AssetHistory'
import '../money/components/wallet.scss'

/** Voucher history (/pages/user/voucherDetails/voucherDetails): every voucher ledger row, paged. */
const VoucherDetailsPage = observer(function VoucherDetailsPage () {
  const { session } = useStores()
  const list = useAssetHistory('voucher', session.isLogin)
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })
  if (!session.isLogin) return <PageShell id='voucher-details' className='w-page' titleKey='assets.voucherHistory'><SignInPrompt reason='assets' /></PageShell>
  return (
    <PageShell id='voucher-details' className='w-page' titleKey='assets.voucherHistory'>
      <AssetHistory list={list} title={t('assets.voucherHistory')} empty={t('assets.voucherEmpty')} />
    </PageShell>
  )
})

export default VoucherDetailsPage
