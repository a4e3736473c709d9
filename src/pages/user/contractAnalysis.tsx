import { useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { NodeContractInfo, NodeNft, NodeNftRecord } from '../../../types/economy'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/exchange'
import '@/i18n/domains/wallet'
import { economyApi } from '@/api/economy'
import { formatDate } from '@/lib/time'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { canTransact, runNodeAction, type NodeAction, type NodeStep } from '@/platform/node-wallet'
import { LoadGate, useLoad } from './money/components/shared'
import { TierBadge, tierName } from '../economy/shared'
import './money/components/wallet.scss'
import '../economy/economy.scss'

/** How often, and how long, the screen asks the server whether the indexer has taken a mined transaction in. */
const INDEX_POLL_MS = 2000
const INDEX_WAIT_MS = 300_000

/** Has the indexer seen the outcome of `action` (compared with the NFTs before it)? */
function indexed (action: NodeAction, before: NodeNft[], now: NodeContractInfo): boolean {
  if (action.kind === 'purchase') return now.nfts.some((n) => !before.some((b) => b.token_id === n.token_id))
  const n = now.nfts.find((x) => x.token_id === action.tokenId)
  return n !== undefined && n.staked === (action.kind === 'stake')
}

type Status = { state: 'busy', key: string, step: NodeStep | 'indexing' } | { state: 'ok' | 'error', text: string } | null

function RecordRow ({ r }: { r: NodeNftRecord }) {
  return (
    <View className='w-bill' id={`node-record-${r.kind}-${r.token_id}`} data-kind={r.kind}>
      <View className='w-bill__main'>
        <Text className='w-bill__type'>{t(`nodeNft.kind.${r.kind}`)} · {tierName(r.tier)}</Text>
        <Text className='w-bill__time'>{t('nodeNft.recordLine', { id: r.token_id, b: r.block_number, time: formatDate(r.createtime, 'yyyy-MM-dd hh:mm') })}</Text>
      </View>
      <View className='w-bill__side'><Text className='w-mono'>{r.tx_hash.slice(0, 8)}…{r.tx_hash.slice(-4)}</Text></View>
    </View>
  )
}

/**
 * The node NFT contract (/pages/user/contractAnalysis): tier prices and supply left (read from
 * NodeStaking by the server), the user's node NFTs and their transactions (the indexer's rows).
 * H5: buy, stake and unstake from the bound wallet, with the progress of each step and the result;
 * the lists refresh once the indexer has taken the transaction in. The mini program shows the same
 * without the buttons and says transactions need the H5 app with a wallet.
 */
const ContractAnalysisPage = observer(function ContractAnalysisPage () {
  const { session } = useStores()
  const info = useLoad<NodeContractInfo>(() => economyApi.nodeContract(), session.isLogin)
  const [records] = useState(() => new PagedList<NodeNftRecord>((page) => economyApi.nodeRecords({ page })))
  const [status, setStatus] = useState<Status>(null)
  const alive = useRef(true)
  useEffect(() => () => { alive.current = false }, [])
  useEffect(() => { if (session.isLogin) void records.refresh() }, [session.isLogin, records])
  usePullDownRefresh(() => { void Promise.all([info.reload(), records.refresh()]).finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void records.loadMore() })

  const shell = (body: JSX.Element) => <PageShell id='contract-analysis' className='w-page' titleKey='nodeNft.title'>{body}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='assets' />)
  const d = info.data
  if (d === null) return shell(<LoadGate state={info} />)
  if (!d.configured) return shell(<EmptyState icon={<Icon name='failure' size={40} />} title={t('nodeNft.notConfigured')} />)

  const busy = status?.state === 'busy'
  const act = async (key: string, action: NodeAction): Promise<void> => {
    if (busy) return
    const before = d.nfts
    setStatus({ state: 'busy', key, step: 'wallet' })
    const r = await runNodeAction({ chainId: d.chain_id, staking: d.staking, nft: d.nft, usdt: d.usdt, wallet: d.wallet }, action, (step) => {
      if (alive.current) setStatus({ state: 'busy', key, step })
    })
    if (!alive.current) return
    if (!r.ok) {
      setStatus({ state: 'error', text: t(`nodeNft.err.${r.error}`, { a: d.wallet }) })
      return
    }
    // mined: the indexer takes it in after the confirmations; the lists follow once it has
    setStatus({ state: 'busy', key, step: 'indexing' })
    const until = Date.now() + INDEX_WAIT_MS
    while (alive.current && Date.now() < until) {
      const now = await economyApi.nodeContract().catch(() => null)
      if (now !== null && indexed(action, before, now)) break
      await new Promise((resolve) => setTimeout(resolve, INDEX_POLL_MS))
    }
    if (!alive.current) return
    await Promise.all([info.reload(), records.refresh()])
    setStatus({ state: 'ok', text: t(`nodeNft.done.${action.kind}`) })
  }
  const canAct = canTransact && d.wallet !== '' && d.tiers !== null

  let records_
  if (records.initialLoading) records_ = <LinesSkeleton rows={3} />
  else if (records.isEmpty) records_ = <Text id='node-records-empty' className='w-note'>{t('nodeNft.noRecords')}</Text>
  else records_ = <>{records.items.map((r) => <RecordRow key={r.id} r={r} />)}<LoadMore status={records.status} onRetry={() => { void records.retry() }} /></>

  return shell(
    <>
      <View className='w-card'>
        <Text className='w-note'>{t('nodeNft.intro')}</Text>
        {canTransact ? null : <Text id='node-weapp-note' className='w-note'>{t('nodeNft.weappNote')}</Text>}
        {d.wallet === '' ? <Text id='node-no-wallet' className='w-note'>{t('nodeNft.noWalletBound')}</Text> : <Text className='w-note w-mono'>{d.wallet}</Text>}
      </View>
      {status !== null
        ? (
          <View id='node-status' className={`w-card eco-status eco-status--${status.state}`} data-state={status.state}>
            <Text>{status.state === 'busy' ? t(`nodeNft.step.${status.step}`) : status.text}</Text>
          </View>)
        : null}

      <View className='w-card' id='node-sale'>
        <Text className='w-list-head'>{t('nodeNft.sale')}</Text>
        {d.tiers === null
          ? <EmptyState icon={<Icon name='failure' size={40} />} title={t('nodeNft.err.fetchFailed')} actionText={t('nodeNft.retry')} actionId='node-retry' onAction={() => { void info.reload() }} />
          : [...d.tiers].reverse().map((x) => (
            <View key={x.tier} className='w-cell' id={`node-tier-${x.tier}`} data-remaining={x.remaining}>
              <View className='w-cell__label'>
                <TierBadge tier={x.tier} />
                <Text className='w-note'>{t('nodeNft.price', { v: x.price })} · {x.remaining > 0 ? t('nodeNft.remaining', { n: x.remaining }) : t('nodeNft.soldOut')}</Text>
              </View>
              {canAct
                ? <AppButton id={`node-buy-${x.tier}`} type='primary' size='small' disabled={x.remaining === 0 || busy}
                    loading={status?.state === 'busy' && status.key === `buy-${x.tier}`}
                    onClick={() => { void act(`buy-${x.tier}`, { kind: 'purchase', tier: x.tier, price: x.price }) }}
                  >{t('nodeNft.buy')}</AppButton>
                : null}
            </View>
          ))}
      </View>

      <View className='w-card' id='node-mine'>
        <Text className='w-list-head'>{t('nodeNft.mine')}</Text>
        {d.nfts.length === 0
          ? <Text id='node-mine-empty' className='w-note'>{t('nodeNft.noNfts')}</Text>
          : d.nfts.map((n) => (
            <View key={n.token_id} className='w-cell' id={`node-nft-${n.token_id}`} data-staked={n.staked ? '1' : '0'}>
              <View className='w-cell__label'>
                <Text>{t('nodeNft.token', { id: n.token_id })} </Text>
                <TierBadge tier={n.tier} />
                <Text className={`w-state w-state--${n.staked ? 'credited' : 'pending'}`}>{t(n.staked ? 'nodeNft.staked' : 'nodeNft.held')}</Text>
              </View>
              {canAct
                ? <AppButton id={`node-${n.staked ? 'unstake' : 'stake'}-${n.token_id}`} size='small' type={n.staked ? 'default' : 'primary'} disabled={busy}
                    loading={status?.state === 'busy' && status.key === `nft-${n.token_id}`}
                    onClick={() => { void act(`nft-${n.token_id}`, { kind: n.staked ? 'unstake' : 'stake', tokenId: n.token_id }) }}
                  >{t(n.staked ? 'nodeNft.unstake' : 'nodeNft.stake')}</AppButton>
                : null}
            </View>
          ))}
      </View>

      <View className='w-card' id='node-records'>
        <Text className='w-list-head'>{t('nodeNft.records')}</Text>
        {records_}
      </View>
    </>
  )
})

export default ContractAnalysisPage
