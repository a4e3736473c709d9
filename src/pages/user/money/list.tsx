import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { BILL_TYPES, WALLET_ASSETS, type Bill, type BillType, type WalletAsset } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SegmentTabs } from '@/components/SegmentTabs'
import { SignInPrompt } from '@/components/SignInPrompt'
import { BillRow, assetName } from './components/shared'
import { BILL_TYPE_LABELS } from './components/billTypes'
import './components/wallet.scss'

type AssetTab = 'all' | WalletAsset

function pick<T extends string> (v: string | undefined, of: readonly T[]): T | undefined {
  return of.includes(v as T) ? v as T : undefined
}

/** Bills (/pages/user/money/list?asset&type): the caller's ledger, newest first, by asset and by bill type, paged. */
const BillsPage = observer(function BillsPage () {
  const { session } = useStores()
  const router = useRouter()
  const [asset, setAsset] = useState<AssetTab>(pick(router.params.asset, WALLET_ASSETS) ?? 'all')
  const [type, setType] = useState<BillType | 'all'>(pick(router.params.type, BILL_TYPES) ?? 'all')
  const [list] = useState(() => new PagedList<Bill>((page) => walletApi.bills({ page })))

  useEffect(() => {
    if (!session.isLogin) return
    void list.setFetcher((page) => walletApi.bills({ page, asset: asset === 'all' ? undefined : asset, type: type === 'all' ? undefined : type }))
  }, [session.isLogin, asset, type, list])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  if (!session.isLogin) return <PageShell id='bills' className='w-page' titleKey='assets.billsTitle'><SignInPrompt reason='assets' /></PageShell>

  const tabs = [{ key: 'all' as AssetTab, label: t('assets.allAssets') }, ...WALLET_ASSETS.map((a) => ({ key: a as AssetTab, label: assetName(a) }))]
  let body
  if (list.initialLoading) body = <View className='w-card'><LinesSkeleton rows={5} /></View>
  else if (list.isEmpty) body = <EmptyState icon={<Icon name='to-pay' size={40} />} title={t('assets.billsEmpty')} description={t('assets.billsEmptyDesc')} />
  else {
    body = (
      <>
        <View className='w-list-head' />
        {list.items.map((b) => <BillRow key={b.id} bill={b} showAsset={asset === 'all'} />)}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }
  return (
    <PageShell id='bills' className='w-page' titleKey='assets.billsTitle'>
      <SegmentTabs id='bills-asset' tabs={tabs} value={asset} onChange={setAsset} />
      <ScrollView scrollX className='w-chips' id='bills-type'>
        {(['all', ...BILL_TYPES] as const).map((k) => (
          <Text key={k} id={`bills-type-${k}`} className={`w-chips__item ${type === k ? 'w-chips__item--on' : ''}`} onClick={() => { setType(k) }}>
            {k === 'all' ? t('assets.allTypes') : BILL_TYPE_LABELS[k]()}
          </Text>
        ))}
      </ScrollView>
      {body}
    </PageShell>
  )
})

export default BillsPage
