import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { NodeEquities } from '../../types/economy'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/exchange'
import '@/i18n/domains/wallet'
import { economyApi } from '@/api/economy'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { LoadGate, useLoad } from './user/money/components/shared'
import { TIER_KEYS, TierBadge, tierName } from './economy/shared'
import './user/money/components/wallet.scss'
import './economy/economy.scss'

/** Node equities (/pages/pledgeEquities): super, senior and ordinary nodes — thresholds, weights, rights — and the user's tier with the progress to the next; the way to the node NFT contract (a staked NFT is the other way to a tier). */
const PledgeEquitiesPage = observer(function PledgeEquitiesPage () {
  const { session } = useStores()
  const eq = useLoad<NodeEquities>(() => economyApi.equities(), false)
  useEffect(() => { if (session.isLogin) void eq.reload() }, [session.isLogin, eq.reload])
  if (!session.isLogin) return <PageShell id='pledge-equities' className='w-page' titleKey='exchange.equitiesTitle'><SignInPrompt reason='assets' /></PageShell>
  const d = eq.data
  if (d === null) return <PageShell id='pledge-equities' className='w-page' titleKey='exchange.equitiesTitle'><LoadGate state={eq} /></PageShell>
  const next = d.next
  const target = next === null ? null : d.tiers.find((x) => x.tier === next.tier)
  const pct = target === undefined || target === null ? 100 : Math.min(100, Math.round(Number(d.pledged) / Number(target.threshold) * 100))
  return (
    <PageShell id='pledge-equities' className='w-page' titleKey='exchange.equitiesTitle'>
      <View className='w-card' id='equities-mine'>
        <View className='w-cell'>
          <Text className='w-cell__label'>{t('exchange.myTier')}</Text>
          <TierBadge id='equities-tier' tier={d.node_tier} />
        </View>
        <Text className='w-note'>{t('exchange.tierFrom', { p: tierName(d.pledge_tier), n: tierName(d.nft_tier) })}</Text>
        <Text className='w-note'>{t('exchange.pledged', { v: d.pledged })}</Text>
        <View className='eco-progress'><View className='eco-progress__bar' style={{ width: `${pct}%` }} /></View>
        <Text id='equities-next' className='w-note'>{next === null ? t('exchange.top') : t('exchange.progress', { v: next.needed, tier: tierName(next.tier) })}</Text>
        {next !== null ? <AppButton id='equities-pledge' className='w-submit' type='primary' block onClick={() => { void navigate('pages/pledge') }}>{t('exchange.goPledge')}</AppButton> : null}
        <AppButton id='equities-nft' className='w-submit' block onClick={() => { void navigate('pages/user/contractAnalysis') }}>{t('nodeNft.entry')}</AppButton>
      </View>
      {d.tiers.map((x) => (
        <View key={x.tier} id={`equities-tier-${x.tier}`} className={`w-card eco-tiercard ${x.tier === d.node_tier ? 'eco-tiercard--mine' : ''}`}>
          <View className='eco-tiercard__head'>
            <Text className='eco-tiercard__name'>{tierName(x.tier)}</Text>
            <TierBadge tier={x.tier} />
          </View>
          <Text className='w-note'>{t('exchange.threshold', { v: x.threshold })}</Text>
          <Text className='w-note'>{t('exchange.weight', { w: x.weight })}</Text>
          <Text className='w-note'>{t(`exchange.rights.${TIER_KEYS[x.tier] as 'ordinary' | 'senior' | 'super'}`)}</Text>
        </View>
      ))}
    </PageShell>
  )
})

export default PledgeEquitiesPage
