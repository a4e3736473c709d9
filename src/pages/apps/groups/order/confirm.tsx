import { useEffect, useState } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Image, Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/groups'
import '@/i18n/domains/checkout'
import '@/i18n/domains/address'
import { assetUrl } from '@/env'
import { isZero } from '@/lib/money'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price, usePrice } from '@/components/Price'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate, redirect } from '@/routes/navigate'
import { ADDRESS_CHOSEN } from '@/pages/user/address/events'
import { maskMobile } from '@/pages/user/address/mask'
import { GroupConfirmStore, parseConfirm, REMARKS_MAX } from './confirm/store'
import { Avatar, TeamCountdown } from '../components/parts'
import '@/pages/user/order/addorder/addorder.scss'
import '../components/groups.scss'

/**
 * The group order's confirmation (/pages/apps/groups/order/confirm?goods_id&sku_id&number&type[&team][&ladder]):
 * the address, the goods at the price of the buying type, the team being joined or opened, freight
 * and total; submit places the order (groups/order/addOrder), then the ordinary cashier pays it.
 */
const GroupConfirm = observer(function GroupConfirm () {
  const { session } = useStores()
  const price = usePrice()
  const params = useRouter().params ?? {}
  const [store] = useState(() => { const r = parseConfirm(params); return r ? new GroupConfirmStore(r) : null })

  useEffect(() => { if (store && session.isLogin) void store.load() }, [store, session.isLogin])
  useEffect(() => {
    const onChosen = (e: { id: number }) => { if (store && e?.id) void store.load(e.id) }
    Taro.eventCenter.on(ADDRESS_CHOSEN, onChosen)
    return () => { Taro.eventCenter.off(ADDRESS_CHOSEN, onChosen) }
  }, [store])
  // back from adding a first address: the preview now has a default one
  useDidShow(() => { if (store?.preview && !store.preview.addressData) void store.load() })

  const back = () => { void Promise.resolve(Taro.navigateBack()).catch(() => { void navigate('pages/apps/groups/index') }) }
  const shell = (c: React.ReactNode) => <PageShell id='groups-confirm' className='co-page gb-confirm' titleKey='groups.confirmTitle'>{c}</PageShell>

  if (!store) {
    return shell(<EmptyState className='co-empty' icon={<Icon name='failure' size={40} />} title={t('groups.badData')} actionText={t('groups.back')} actionId='groups-confirm-back' onAction={back} />)
  }
  if (!session.isLogin) return shell(<SignInPrompt reason='checkout' />)
  if (store.status === 'loading') {
    return shell(<><View className='co-card'><LinesSkeleton rows={2} /></View><View className='co-card'><LinesSkeleton rows={4} /></View></>)
  }
  if (store.status === 'error' || !store.preview) {
    return shell(
      <EmptyState className='co-empty' icon={<Icon name='failure' size={40} />} title={store.error || t('groups.loadFailed')}
        actionText={store.error ? t('groups.back') : t('groups.retry')} actionId='groups-confirm-back' solid
        onAction={() => { if (store.error) back(); else void store.load() }}
      />
    )
  }

  const p = store.preview
  const a = p.addressData
  const chooseAddress = () => { void navigate('pages/user/address/address', { choose: 1, selected: a?.id }) }
  const onSubmit = async () => {
    const r = await store.submit()
    if (r === null) return
    if (r === 'addressRequired') { toast(t('groups.addressRequired')); return }
    // the ordinary cashier; afterwards it opens the team (or, bought alone, the order)
    void redirect('pages/user/money/pay', { order_ids: [r.order_id], team: r.team_id ?? undefined, groups: 1 })
  }

  return shell(
    <>
      {a
        ? (
          <View id='groups-confirm-address' className='co-card co-address' onClick={chooseAddress}>
            <Icon name='location' size={20} color='#ff448f' />
            <View className='co-address__body'>
              <View className='co-address__who'>
                <Text className='co-address__name'>{a.name}</Text>
                <Text className='co-address__mobile'>{maskMobile(a.mobile)}</Text>
                {a.default ? <Text className='co-address__tag'>{t('address.default')}</Text> : null}
              </View>
              <Text className='co-address__text'>{a.formatted_address}</Text>
            </View>
            <Icon name='arrow-right' size={12} color='#999' />
            <View className='co-address__stripe' />
          </View>
          )
        : (
          <View id='groups-confirm-address' className='co-card co-address co-address--none' onClick={chooseAddress}>
            <View className='co-address__plus'><Text>+</Text></View>
            <View className='co-address__body'>
              <Text className='co-address__name'>{t('groups.addAddress')}</Text>
              <Text className='co-address__text'>{t('groups.addAddressDesc')}</Text>
            </View>
            <Icon name='arrow-right' size={12} color='#999' />
            <View className='co-address__stripe' />
          </View>
          )}

      <View className='co-card co-shop'>
        <View className='co-shop__head'>
          <Icon name='store' size={16} color='#333' />
          <Text className='co-shop__name'>{p.product.shop_name}</Text>
        </View>
        <View className='co-goods'>
          <Image className='co-goods__image' src={assetUrl(p.product.image)} mode='aspectFill' />
          <View className='co-goods__info'>
            <Text className='co-goods__title'>{p.product.title}</Text>
            {p.product.difference.length ? <Text className='co-goods__spec'>{p.product.difference.join(' / ')}</Text> : null}
            <View className='co-goods__bottom'>
              <Price value={p.product.price} />
              <Text className='co-goods__qty'>×{p.product.number}</Text>
            </View>
          </View>
        </View>
        <View className='co-row'>
          <Text className='co-row__label'>{t('groups.typeLabel')}</Text>
          <Text id='groups-confirm-type' className='co-row__value' data-type={p.type}>
            {p.type === 'alone' ? t('groups.type.alone') : `${t(`groups.type.${p.type}`)} · ${t('groups.peopleNum', { n: p.people_num })}`}
          </Text>
        </View>
        {p.type !== 'alone'
          ? (
            <View id='groups-confirm-team' className='gb-confirm-team' data-team={p.team?.id ?? 0}>
              {p.team
                ? (
                  <>
                    <Avatar src={p.team.leader.avatar} name={p.team.leader.nickname} size='small' />
                    <Text className='gb-confirm-team__text'>{t('groups.joining', { name: p.team.leader.nickname })}</Text>
                    <Text className='gb-confirm-team__need'>{t('groups.need', { n: p.team.seats_left })}</Text>
                    <TeamCountdown className='gb-confirm-team__time' deadline={p.team.validitytime} bare />
                  </>
                  )
                : <Text className='gb-confirm-team__text'>{t('groups.opening', { n: p.people_num })}</Text>}
            </View>
            )
          : null}
        <View className='co-row'>
          <Text className='co-row__label'>{t('groups.freight')}</Text>
          <Text id='groups-confirm-freight' className='co-row__value'>{isZero(p.freight_price) ? t('groups.freeFreight') : price(p.freight_price)}</Text>
        </View>
        <View className='co-row'>
          <Text className='co-row__label'>{t('groups.remarks')}</Text>
          <Input id='groups-confirm-remarks' className='co-row__input' value={store.remarks} maxlength={REMARKS_MAX}
            placeholder={t('groups.remarksPlaceholder')} placeholderClass='co-ph' onInput={(e) => store.setRemarks(e.detail.value)}
          />
        </View>
      </View>

      <View className='co-card co-totals'>
        <View className='co-row'>
          <Text className='co-row__label'>{t('groups.goodsTotal')}</Text>
          <Price value={p.goods_price} className='co-totals__price' />
        </View>
        <View className='co-row'>
          <Text className='co-row__label'>{t('groups.freight')}</Text>
          <Text className='co-row__value'>+ {price(p.freight_price)}</Text>
        </View>
      </View>

      <View className='co-bar'>
        <Text className='co-bar__count'>{t('groups.count', { n: p.product.number })}</Text>
        <Text className='co-bar__label'>{t('groups.total')}</Text>
        <Price value={p.total} size='large' />
        <Text id='groups-confirm-submit' className={`co-bar__submit ${store.submitting || store.placed ? 'co-bar__submit--off' : ''}`}
          aria-disabled={store.submitting || !!store.placed} onClick={() => { void onSubmit() }}
        >{store.submitting ? t('groups.submitting') : t('groups.submit')}
        </Text>
      </View>
    </>
  )
})

export default GroupConfirm
