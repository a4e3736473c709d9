import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from '@/lib/observer'
import { WALLET_ASSETS, type WalletAsset } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/exchange'
import '@/i18n/domains/wallet'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { AssetHistory, useAssetHistory } from '../money/components/AssetHistory'
import { assetName } from '../money/components/shared'
import '../money/components/wallet.scss'

/** One asset's history (/pages/user/asset/detail?asset): its ledger rows, newest first, paged. An unknown asset shows USDT's. */
const AssetDetailPage = observer(function AssetDetailPage () {
  const { session } = useStores()
  const param = useRouter().params.asset ?? ''
  const asset: WalletAsset = (WALLET_ASSETS as readonly string[]).includes(param) ? param as WalletAsset : 'usdt'
  const list = useAssetHistory(asset, session.isLogin)
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })
  if (!session.isLogin) return <PageShell id='asset-detail' className='w-page' titleKey='econAsset.title'><SignInPrompt reason='assets' /></PageShell>
  return (
    <PageShell id='asset-detail' className='w-page' titleKey='econAsset.title'>
      <AssetHistory list={list} title={t('econAsset.history', { asset: assetName(asset) })} empty={t('econAsset.noHistory')} />
    </PageShell>
  )
})

export default AssetDetailPage
