import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { GroupTeamDetail } from '../../../../types/groups'
import { groupsApi } from '@/api/groups'
import { isApiError } from '@/api/errors'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/groups'
import '@/i18n/domains/poster'
import { useStores } from '@/stores'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price, usePrice } from '@/components/Price'
import { SharePoster } from '@/components/SharePoster'
import { navigate, href } from '@/routes/navigate'
import { useShare, type ShareContent } from '@/platform/share'
import { Avatar, TeamCountdown } from './components/parts'
import { seatSlots } from './rules'
import './components/groups.scss'

type Phase = 'loading' | 'ready' | 'missing' | 'error'

/**
 * A team (/pages/apps/groups/team?id[&paid=1]): its goods, the members' avatars and the open seats,
 * the countdown, its state (waiting, complete, failed and refunded); members invite friends by
 * sharing the page, others join while it has seats.
 */
const TeamPage = observer(function TeamPage () {
  const { session } = useStores()
  const params = useRouter()?.params ?? {}
  const id = Number(params.id)
  const [team, setTeam] = useState<GroupTeamDetail | null>(null)
  const [phase, setPhase] = useState<Phase>(id > 0 ? 'loading' : 'missing')
  const [error, setError] = useState('')
  const shown = useRef(false)
  const price = usePrice()

  const load = async () => {
    if (!(id > 0)) return
    try {
      const d = await groupsApi.team({ id })
      setTeam(d)
      setPhase('ready')
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') setPhase('missing')
      else if (!team) { setPhase('error'); setError(isApiError(e) ? e.message : '') }
    }
  }
  useEffect(() => { void load() }, [session.isLogin])
  useEffect(() => { if (params.paid === '1') toast(t('groups.paidToast'), 'success') }, [])
  useDidShow(() => { if (shown.current) void load(); shown.current = true })
  usePullDownRefresh(() => { void load().finally(() => { void Taro.stopPullDownRefresh() }) })

  const invite = session.isLogin && session.user?.invite_code ? `&invite_code=${session.user.invite_code}` : ''
  const share: ShareContent | null = team
    ? { title: t('groups.shareTitle', { price: price(team.goods.group_price), title: team.goods.title }), path: `${href('pages/apps/groups/team', { id: team.id })}${invite}`, imageUrl: assetUrl(team.goods.image) }
    : null
  useShare(share)

  const shell = (c: React.ReactNode) => <PageShell id='groups-team' className='gb-page gb-team-page' titleKey='groups.teamTitle'>{c}</PageShell>
  if (phase === 'loading') return shell(<><View className='gb-card gb-card--skeleton'><LinesSkeleton rows={3} /></View><View className='gb-section'><LinesSkeleton rows={3} /></View></>)
  if (phase !== 'ready' || !team) {
    const missing = phase === 'missing'
    return shell(
      <EmptyState icon={<Icon name={missing ? 'x-tips' : 'failure'} size={40} />} title={missing ? t('groups.teamMissing') : (error || t('groups.loadFailed'))}
        actionText={missing ? t('groups.moreGroups') : t('groups.retry')} actionId='groups-team-retry' solid
        onAction={() => { if (missing) void navigate('pages/apps/groups/index'); else { setPhase('loading'); void load() } }}
      />
    )
  }

  const slots = seatSlots(team.members, team.people_num)
  const goGoods = () => { void navigate('pages/apps/groups/goods', { id: team.goods.goods_id }) }
  const join = () => { void navigate('pages/apps/groups/goods', { id: team.goods.goods_id, team: team.id }) }

  return shell(
    <>
      <View id='groups-team-goods' className='gb-card gb-team-goods' onClick={goGoods}>
        <Image className='gb-card__image' src={assetUrl(team.goods.image)} mode='aspectFill' />
        <View className='gb-card__body'>
          <Text className='gb-card__title'>{team.goods.title}</Text>
          <View className='gb-card__tags'><Text className='gb-tag'>{t('groups.peopleNum', { n: team.people_num })}</Text></View>
          <View className='gb-card__prices'>
            <Price value={team.goods.group_price} className='gb-card__group' />
            <View className='gb-card__alone'>
              <Text className='gb-card__alone-label'>{t('groups.alonePrice')}</Text>
              <Price value={team.goods.alone_price} strike />
            </View>
          </View>
        </View>
      </View>

      <View id='groups-team-state' className={`gb-section gb-team gb-team--${team.state}`} data-state={team.state}>
        <View className='gb-team__head'>
          <Icon name={team.state === 'success' ? 'check' : team.state === 'fail' ? 'failure' : 'x-clock'} size={28} color={team.state === 'fail' ? '#999' : '#ff448f'} />
          <Text id='groups-team-title' className='gb-team__title'>{t(`groups.state.${team.state}`)}</Text>
        </View>
        <Text id='groups-team-desc' className='gb-team__desc'>{t(`groups.stateDesc.${team.state}`, { n: team.seats_left })}</Text>
        {team.state === 'start' && team.validitytime
          ? <TeamCountdown className='gb-team__countdown' deadline={team.validitytime} onDue={() => { setTimeout(() => { void load() }, 1500) }} />
          : null}

        <View id='groups-team-members' className='gb-seats'>
          {slots.map((m, i) => m
            ? (
              <View key={i} className='gb-seat gb-seat--taken'>
                <Avatar src={m.avatar} name={m.nickname} size='large' />
                {m.leader ? <Text className='gb-seat__leader'>{t('groups.leader')}</Text> : null}
                <Text className='gb-seat__name'>{m.nickname}</Text>
              </View>
              )
            : (
              <View key={i} className='gb-seat gb-seat--open'>
                <View className='gb-avatar gb-avatar--large gb-avatar--open'><Text>?</Text></View>
                <Text className='gb-seat__name'>{t('groups.seat')}</Text>
              </View>
              ))}
        </View>
        <Text id='groups-team-count' className='gb-team__count'>{t('groups.members', { join: team.join_num, people: team.people_num })}</Text>

        <View className='gb-team__actions'>
          {team.can_join
            ? <View id='groups-team-join' className='gb-btn gb-btn--primary' onClick={join}>{t('groups.joinThis')}</View>
            : null}
          {team.mine && team.state === 'start'
            ? (
              <SharePoster id='groups-team-invite' className='gb-btn gb-btn--primary' kind='team' title={team.goods.title} image={team.goods.image}
                price={team.goods.group_price} subtitle={t('poster.teamSubtitle')} path={href('pages/apps/groups/team', { id: team.id })}
              >
                <Text>{t('groups.invite')}</Text>
              </SharePoster>
              )
            : null}
          {team.mine
            ? <View id='groups-team-orders' className='gb-btn' onClick={() => { void navigate('pages/apps/groups/order/order') }}>{t('groups.viewOrder')}</View>
            : null}
          {!team.can_join && !(team.mine && team.state === 'start')
            ? <View id='groups-team-more' className='gb-btn' onClick={() => { void navigate('pages/apps/groups/index') }}>{t('groups.moreGroups')}</View>
            : null}
        </View>
      </View>

      <View className='gb-section gb-team-info'>
        <View className='co-row gb-row'>
          <Text className='gb-row__label'>{t('groups.teamNo')}</Text>
          <Text id='groups-team-no' className='gb-row__value'>{team.group_no}</Text>
        </View>
      </View>
    </>
  )
})

export default TeamPage
