import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import '@/i18n/domains/groups'
import { assetUrl } from '@/env'
import { isZero } from '@/lib/money'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price, usePrice } from '@/components/Price'
import { ShareButton } from '@/components/ShareButton'
import { navigate, href } from '@/routes/navigate'
import { useShare, type ShareContent } from '@/platform/share'
import { Gallery } from '@/pages/product/goods/components/Gallery'
import { Description } from '@/pages/product/goods/components/Description'
import { QuickMenu } from '@/pages/product/goods/components/QuickMenu'
import { SkuPopup } from '@/pages/product/goods/components/SkuPopup'
import { GroupGoodsStore, type GroupChoice } from './goods/store'
import { OpenTeamRow } from './components/parts'
import { ladderRows, saving, zhDiscount } from './rules'
import '../../../components/Icon/extra.scss'
import '@/pages/product/components/product.scss'
import '@/pages/product/goods/goods.scss'
import './components/groups.scss'

/**
 * A group deal (/pages/apps/groups/goods?id[&team]): the product's gallery and details, the group
 * price against buying alone, the ladders, the open teams with their seats and countdowns; buy
 * alone, open a team or join one through the product's SKU sheet, then the group confirmation.
 */
const GroupGoodsPage = observer(function GroupGoodsPage () {
  const root = useStores()
  const { session, locale } = root
  const params = useRouter()?.params ?? {}
  const id = Number(params.id)
  const [store] = useState(() => new GroupGoodsStore(root, id))
  const [choice, setChoice] = useState<GroupChoice | null>(null)
  const price = usePrice()

  useEffect(() => { void store.load() }, [store])
  // back from paying: seats and the limit changed
  useEffect(() => { if (session.isLogin && store.group) void store.loadGroup() }, [session.isLogin])

  // opened from a team's "join": the SKU sheet for joining it, once the page is ready
  const joinTeam = Number(params.team)
  const [askedJoin, setAskedJoin] = useState(false)
  useEffect(() => {
    if (askedJoin || !(joinTeam > 0) || store.status !== 'ready') return
    setAskedJoin(true)
    const limit = store.group?.remaining_limit ?? null
    if (limit !== null && limit <= 0) toast(t('groups.limitReached'))
    else setChoice({ type: 'group', team: joinTeam })
  }, [store.status])

  const g = store.product.goods
  const gp = store.groupPrice
  const invite = session.isLogin && session.user?.invite_code ? `&invite_code=${session.user.invite_code}` : ''
  const share: ShareContent | null = g && gp ? { title: `${price(gp)} ${g.title}`, path: `${href('pages/apps/groups/goods', { id: g.id })}${invite}`, imageUrl: assetUrl(g.image), desc: g.description } : null
  useShare(share)

  if (store.status === 'loading') {
    return (
      <PageShell key='loading' id='groups-goods' className='goods-page gb-goods' titleKey='groups.goodsTitle'>
        <View className='goods-gallery goods-gallery--empty skeleton__block' />
        <View className='goods-card-main'><LinesSkeleton rows={4} /></View>
      </PageShell>
    )
  }
  if (store.status !== 'ready' || !g || !store.group) {
    const missing = store.status !== 'error'
    return (
      <PageShell id='groups-goods' className='goods-page goods-page--state' titleKey='groups.goodsTitle'>
        <EmptyState className='goods-state' icon={<Icon name={missing ? 'x-tips' : 'failure'} size={40} />}
          title={missing ? t('groups.missingTitle') : t('groups.loadFailed')}
          description={missing ? t('groups.missingDesc') : (store.error || store.product.error || undefined)}
          actionText={missing ? t('groups.backList') : t('groups.retry')} actionId={missing ? 'groups-goods-back' : 'groups-goods-retry'} solid
          onAction={() => { if (missing) void navigate('pages/apps/groups/index'); else void store.load() }}
        />
      </PageShell>
    )
  }

  const group = store.group
  const terms = group.terms
  const sku = store.product.sku
  const alone = store.alonePrice ?? g.price
  const groupPrice = gp ?? g.price
  const off = saving(alone, groupPrice)
  const ladders = ladderRows(terms.ladders, group.prices, sku?.chosen?.id)
  const limit = group.remaining_limit

  const open = (c: GroupChoice) => {
    if (limit !== null && limit <= 0) { toast(t('groups.limitReached')); return }
    setChoice(c)
  }
  const onConfirm = async () => {
    const chosen = sku?.chosen
    if (!choice || !chosen || !sku) return
    if (limit !== null && sku.quantity > limit) { toast(t('groups.limitExceeded', { n: limit })); return }
    if (!await store.ensureLogin()) return
    const c = choice
    setChoice(null)
    void navigate('pages/apps/groups/order/confirm', {
      goods_id: g.id, sku_id: chosen.id, number: sku.quantity, type: c.type, team: c.team, ladder: c.ladder
    })
  }
  const confirmLabel = choice?.type === 'alone' ? t('groups.buyAlone') : choice?.team ? t('groups.joinTeam') : choice?.type === 'ladder' ? t('groups.openLadder', { n: choice.ladder ?? 0 }) : t('groups.openTeam')

  return (
    <PageShell key='goods' id='groups-goods' className='goods-page gb-goods' titleKey='groups.goodsTitle'>
      <View className='goods-top'>
        <Gallery images={g.images?.length ? g.images : [g.image]} />
        <QuickMenu share={share} />
      </View>

      <View className='gb-band'>
        <View className='gb-band__left'>
          <View className='gb-band__row'>
            <Price value={groupPrice} size='large' className='gb-band__price' />
            <Text id='groups-people' className='gb-band__tag'>{t('groups.peopleNum', { n: terms.people_num })}</Text>
          </View>
          <View className='gb-band__row'>
            <Text className='gb-band__alone-label'>{t('groups.alonePrice')}</Text>
            <Price value={alone} strike className='gb-band__alone' />
            {!isZero(off) ? <Text className='gb-band__save'>{t('groups.save', { v: price(off) })}</Text> : null}
          </View>
        </View>
        <Icon name='user' size={36} color='rgba(255,255,255,0.85)' />
      </View>

      <View className='goods-card-main gb-main'>
        <View className='goods-title'>
          <Text id='goods-title' className='goods-title__text'>{g.title}</Text>
          <ShareButton id='goods-share' className='goods-title__share' content={share}>
            <Icon name='x-share' size={18} color='#666' />
            <Text className='goods-title__share-label'>{t('product.share')}</Text>
          </ShareButton>
        </View>
        {g.description ? <Text className='goods-subtitle'>{g.description}</Text> : null}
        <View className='gb-facts'>
          <Text className='gb-fact'>{t('groups.groupHour', { n: terms.group_hour })}</Text>
          {terms.purchase_limit > 0 ? <Text id='groups-limit' className='gb-fact gb-fact--limit'>{t('groups.limit', { n: terms.purchase_limit })}</Text> : null}
          {limit !== null && terms.purchase_limit > 0 ? <Text id='groups-limit-left' className='gb-fact'>{limit > 0 ? t('groups.limitLeft', { n: limit }) : t('groups.limitReached')}</Text> : null}
        </View>
      </View>

      {ladders.length > 0
        ? (
          <View id='groups-ladders' className='gb-section'>
            <Text className='gb-section__title'>{t('groups.ladderTitle')}</Text>
            {ladders.map((l) => (
              <View key={l.people_num} className='gb-ladder' data-people={l.people_num}>
                <Text className='gb-ladder__people'>{t('groups.ladderRow', { n: l.people_num })}</Text>
                <Text className='gb-ladder__discount'>{locale.lang === 'zh' ? t('groups.ladderDiscount', { d: zhDiscount(l.discount) }) : t('groups.ladderDiscount', { d: l.discount })}</Text>
                {l.price !== null ? <Price value={l.price} size='small' className='gb-ladder__price' /> : null}
                <Text className='gb-ladder__go gb-ladder-open' onClick={() => open({ type: 'ladder', ladder: l.people_num })}>{t('groups.openTeam')}</Text>
              </View>
            ))}
          </View>
          )
        : null}

      <View id='groups-teams' className='gb-section'>
        <Text className='gb-section__title'>{t('groups.teamsTitle')}</Text>
        {group.teams.length > 0
          ? group.teams.map((team) => (
            <OpenTeamRow key={team.id} team={team} onDue={() => { void store.loadGroup() }}
              onOpen={() => { void navigate('pages/apps/groups/team', { id: team.id }) }}
              onJoin={() => open({ type: 'group', team: team.id })}
            />
          ))
          : <Text className='gb-section__empty'>{t('groups.teamsEmpty')}</Text>}
      </View>

      <Description nodes={g.content_nodes} />

      <View className='gb-goods-bar'>
        <View id='groups-bar-home' className='gb-goods-bar__icon' onClick={() => { void navigate('pages/apps/groups/index') }}>
          <Icon name='x-home' size={20} color='#555' />
          <Text className='gb-goods-bar__label'>{t('groups.title')}</Text>
        </View>
        <View id='groups-bar-shop' className='gb-goods-bar__icon' onClick={() => { void navigate('pages/shop/index', { id: g.shop.id }) }}>
          <Icon name='store' size={20} color='#555' />
          <Text className='gb-goods-bar__label'>{t('product.shop')}</Text>
        </View>
        <View id='groups-buy-alone' className='gb-goods-bar__btn gb-goods-bar__btn--alone' onClick={() => open({ type: 'alone' })}>
          <Price value={alone} size='small' className='gb-goods-bar__price' />
          <Text className='gb-goods-bar__text'>{t('groups.buyAlone')}</Text>
        </View>
        <View id='groups-open-team' className='gb-goods-bar__btn gb-goods-bar__btn--group' onClick={() => open({ type: 'group' })}>
          <Price value={groupPrice} size='small' className='gb-goods-bar__price' />
          <Text className='gb-goods-bar__text'>{t('groups.openTeam')}</Text>
        </View>
      </View>

      {sku
        ? (
          <SkuPopup visible={choice !== null} mode='buy' goods={g} sku={sku} confirmLabel={confirmLabel}
            priceOf={(skuId) => choice ? store.priceOf(choice, skuId) : null}
            onClose={() => setChoice(null)} onCart={() => undefined} onBuy={() => { void onConfirm() }}
          />
          )
        : null}
    </PageShell>
  )
})

export default GroupGoodsPage
