import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { Bill, WalletAsset } from '../../../../../types/wallet'
import { walletApi } from '@/api/wallet'
import { PagedList } from '@/stores/paged'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { BillRow } from './shared'

/** One asset's ledger rows, paged (points history, voucher history); the page forwards reach-bottom to `list`. */
export function useAssetHistory (asset: WalletAsset, enabled: boolean): PagedList<Bill> {
  const [list] = useState(() => new PagedList<Bill>((page) => walletApi.bills({ page, asset })))
  useEffect(() => { if (enabled) void list.refresh() }, [enabled, list])
  return list
}

export const AssetHistory = observer(function AssetHistory ({ list, title, empty }: { list: PagedList<Bill>, title: string, empty: string }) {
  return (
    <View>
      <View className='w-card' style={{ marginBottom: 0, borderRadius: '10px 10px 0 0' }}><Text className='w-card__title'>{title}</Text></View>
      {list.initialLoading ? <View className='w-bill'><LinesSkeleton rows={3} /></View> : null}
      {list.isEmpty ? <View className='w-bill'><Text className='w-note'>{empty}</Text></View> : null}
      {list.items.map((b) => <BillRow key={b.id} bill={b} showAsset={false} />)}
      {list.page > 0 && !list.isEmpty ? <LoadMore status={list.status} onRetry={() => { void list.retry() }} /> : null}
    </View>
  )
})
