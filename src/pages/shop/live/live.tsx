import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { GoodsListItem } from '../../../../types/catalog'
import type { LivePush } from '../../../../types/find'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import '@/i18n/domains/general'
import { liveApi } from '@/api/find'
import { shopApi } from '@/api/shop'
import { ApiError } from '@/api/errors'
import { assetUrl } from '@/env'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { AppButton } from '@/components/AppButton'
import { LinesSkeleton } from '@/components/Skeleton'
import { copyText } from '@/platform/clipboard'
import { CAN_PUSH } from '@/platform/live-player'
import { LiveCamera } from '@/platform/live-pusher'
import { navigate, redirect } from '@/routes/navigate'
import '../../find/live.scss'

interface Mine { shop: number | null, configured: boolean, live: LivePush | null }

/**
 * The merchant's live (/pages/shop/live/live): create one (title, goods from the shop), then push —
 * weapp with live-pusher, H5 cannot push and shows the server and key for OBS — and end it. The
 * live goes on air when the push starts (nginx-rtmp's on_publish) and ends when it stops.
 */
const ShopLivePage = observer(function ShopLivePage () {
  const { session } = useStores()
  const [mine, setMine] = useState<Mine | null>(null)
  const [error, setError] = useState('')
  const [goods, setGoods] = useState<GoodsListItem[]>([])
  const [picked, setPicked] = useState<number[]>([])
  const [title, setTitle] = useState('')
  const [busy, setBusy] = useState(false)
  const [pushing, setPushing] = useState(false)

  const load = async (): Promise<void> => {
    setError('')
    try {
      const m = await liveApi.mine()
      setMine(m)
      if (m.shop !== null && m.live === null) setGoods((await shopApi.goods({ shop_id: m.shop, limit: 20 })).data)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('live.playError'))
    }
  }
  useEffect(() => { if (session.isLogin) void load() }, [session.isLogin])

  const create = async (): Promise<void> => {
    if (title.trim() === '') { toast(t('live.titleRequired')); return }
    setBusy(true)
    try {
      const live = await liveApi.start({ title: title.trim(), image: '', goods_ids: picked })
      setMine((m) => m === null ? m : { ...m, live })
    } catch (e) {
      toast(e instanceof ApiError ? e.message : t('live.playError'))
    } finally {
      setBusy(false)
    }
  }

  const end = async (live: LivePush): Promise<void> => {
    const { confirm } = await Taro.showModal({ content: t('live.endConfirm') })
    if (!confirm) return
    setPushing(false)
    await liveApi.end({ id: live.id })
    void redirect('pages/page/end_live', { id: live.id })
  }

  const copy = async (text: string): Promise<void> => { if (await copyText(text)) toast(t('live.copied')) }

  let body
  if (!session.isLogin) {
    body = <EmptyState className='sign-in-prompt' icon={<Icon name='wallet' size={40} />} title={t('live.noShop')} actionText={session.loginKind === 'wechat' ? t('signIn.wechat') : t('signIn.connect')} actionId='login-prompt' solid loading={session.loggingIn} onAction={() => { void session.login({ interactive: true }) }} />
  } else if (error !== '') {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={error} actionText={t('live.retry')} actionId='shop-live-retry' onAction={() => { void load() }} />
  } else if (mine === null) {
    body = <View className='live-admin__card'><LinesSkeleton rows={4} /></View>
  } else if (mine.shop === null) {
    body = <EmptyState icon={<Icon name='store' size={40} />} title={t('live.noShop')} />
  } else if (mine.live === null && !mine.configured) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('live.notConfigured')} />
  } else if (mine.live === null) {
    body = (
      <>
        <View className='live-admin__card'>
          <Text className='live-admin__label'>{t('live.titleLabel')}</Text>
          <Input className='live-admin__input' id='live-title' value={title} maxlength={60} placeholder={t('live.titlePlaceholder')} onInput={(e) => { setTitle(e.detail.value) }} />
        </View>
        <View className='live-admin__card'>
          <Text className='live-admin__label'>{t('live.pickGoods')}</Text>
          {goods.length === 0 ? <Text className='live-admin__hint'>{t('live.noGoods')}</Text> : null}
          {goods.map((g) => {
            const on = picked.includes(g.id)
            return (
              <View key={g.id} className='live-admin__goods' id={`live-pick-${g.id}`} onClick={() => { setPicked(on ? picked.filter((x) => x !== g.id) : [...picked, g.id]) }}>
                <View className={`live-admin__check ${on ? 'live-admin__check--on' : ''}`} />
                <Image className='live-admin__thumb' src={assetUrl(g.image)} mode='aspectFill' />
                <Text className='live-admin__gtitle'>{g.title}</Text>
              </View>
            )
          })}
        </View>
        <View className='live-admin__actions'>
          <AppButton id='live-create' type='primary' block loading={busy} onClick={() => { void create() }}>{t('live.create')}</AppButton>
        </View>
      </>
    )
  } else {
    const live = mine.live
    const rows: Array<[string, string, string | null]> = [
      ['push-server', t('live.pushServer'), live.push_server],
      ['push-key', t('live.pushKey'), live.push_key],
      ['push-url', t('live.pushUrl'), live.push_url]
    ]
    body = (
      <>
        {CAN_PUSH && live.push_url !== null
          ? <View className='live-admin__camera'>{pushing ? <LiveCamera url={live.push_url} pushing /> : null}</View>
          : null}
        <View className='live-admin__card' id='live-push'>
          <View className='live-admin__row'>
            <Text className='live-admin__mono'>{live.title}</Text>
            <Text className={`live-admin__state ${live.state === 1 ? 'live-admin__state--on' : ''}`} id='live-state'>{live.state === 1 ? t('live.onAir') : t('live.waiting')}</Text>
          </View>
          <Text className='live-admin__hint'>{CAN_PUSH ? t('live.pushHint') : t('live.h5Hint')}</Text>
          {rows.map(([rid, label, value]) => value === null
            ? null
            : (
              <View key={rid} className='live-admin__row'>
                <View className='live-admin__mono'>
                  <Text className='live-admin__label'>{label}</Text>
                  <Text id={rid}>{value}</Text>
                </View>
                <Text className='live-admin__copy' onClick={() => { void copy(value) }}>{t('live.copy')}</Text>
              </View>
              ))}
        </View>
        <View className='live-admin__actions'>
          {CAN_PUSH ? <AppButton id='live-push-toggle' type='primary' block onClick={() => { setPushing(!pushing) }}>{pushing ? t('live.stopPush') : t('live.startPush')}</AppButton> : null}
          <AppButton id='live-open-room' block onClick={() => { void navigate('pages/apps/find/details/live', { id: live.id }) }}>{t('live.viewRoom')}</AppButton>
          <AppButton id='live-end' block onClick={() => { void end(live) }}>{t('live.end')}</AppButton>
        </View>
      </>
    )
  }
  return <PageShell id='shop-live' className='live-admin' titleKey='live.shopTitle'>{body}</PageShell>
})

export default ShopLivePage
