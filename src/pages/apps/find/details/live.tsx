import { useEffect, useRef, useState } from 'react'
import { useRouter, useUnload } from '@tarojs/taro'
import { Image, Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { LivePlay, LiveSocketEvent } from '../../../../../types/find'
import type { ServerSocketMessage } from '../../../../../types/socket'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import { liveApi } from '@/api/find'
import { ApiError } from '@/api/errors'
import { assetUrl } from '@/env'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { AppButton } from '@/components/AppButton'
import { Price } from '@/components/Price'
import { LinesSkeleton } from '@/components/Skeleton'
import '@/i18n/domains/general'
import { LiveVideo } from '@/platform/live-player'
import { navigate, redirect } from '@/routes/navigate'
import '../../../find/live.scss'

interface Line { id: string, who?: string, text: string, system?: boolean }
const MAX_LINES = 100

/**
 * The live room (/pages/apps/find/details/live?id): the stream (weapp live-player over RTMP, H5 the
 * HLS playlist), the room's chat (`say`), viewers and likes from the socket's `live` events, the
 * goods shelf ("buy" opens the goods page and the normal checkout), and the end notice with the way
 * to end_live. Needs a login (spec §6).
 */
const LivePage = observer(function LivePage () {
  const { session, chat } = useStores()
  const id = Number(useRouter().params.id)
  const [live, setLive] = useState<LivePlay | null>(null)
  const [error, setError] = useState('')
  const [lines, setLines] = useState<Line[]>([])
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [shelf, setShelf] = useState(false)
  const [muted, setMuted] = useState(true)
  const [attempt, setAttempt] = useState(0)
  const [playError, setPlayError] = useState(false)
  const joined = useRef(false)

  const load = async (): Promise<void> => {
    setError('')
    if (!(id > 0)) { setError(t('live.notFound')); return }
    try {
      const res = await liveApi.play({ id })
      setLive(res)
      joined.current = res.state === 1
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('live.playError'))
    }
  }

  useEffect(() => { if (session.isLogin) void load() }, [session.isLogin, id])

  // the room's pushes: chat lines, joins, likes, start and end
  useEffect(() => chat.subscribe((msg: ServerSocketMessage) => {
    const ev = msg as LiveSocketEvent
    if ((ev.type !== 'live' && ev.type !== 'say') || ev.live_id !== id) return
    if (ev.type === 'say') {
      setLines((l) => [...l.slice(-MAX_LINES + 1), { id: ev.id, who: ev.user.nickname, text: ev.message }])
      return
    }
    if (ev.event === 'end') { setLive((l) => l === null ? l : { ...l, state: 2 }); return }
    if (ev.event === 'start') { void load(); return }
    setLive((l) => l === null ? l : { ...l, online: ev.online ?? l.online, likes: ev.likes ?? l.likes })
    if (ev.event === 'coming' && ev.nickname) setLines((l) => [...l.slice(-MAX_LINES + 1), { id: `c${Date.now()}${Math.random()}`, text: t('live.coming', { name: ev.nickname ?? '' }), system: true }])
  }), [chat, id])

  useUnload(() => { if (joined.current) void liveApi.leave({ id }).catch(() => undefined) })

  const send = async (): Promise<void> => {
    const message = text.trim()
    if (message === '' || sending) return
    setSending(true)
    try {
      await liveApi.say({ id, message })
      setText('')
    } catch (e) {
      toast(e instanceof ApiError ? e.message : t('live.playError'))
    } finally {
      setSending(false)
    }
  }

  const like = async (): Promise<void> => {
    if (live === null || live.is_like) return
    try {
      const res = await liveApi.like({ id })
      setLive({ ...live, is_like: true, likes: res.likes })
    } catch (e) {
      toast(e instanceof ApiError ? e.message : t('live.playError'))
    }
  }

  if (!session.isLogin) {
    // spec §6: opening a live needs a login (the wallet on H5, WeChat in the mini program)
    return (
      <PageShell id='live-room' className='live-room' titleKey='live.roomTitle'>
        <EmptyState className='sign-in-prompt' icon={<Icon name='wallet' size={40} />} title={t('live.signIn.title')} description={t('live.signIn.desc')}
          actionText={session.loginKind === 'wechat' ? t('signIn.wechat') : t('signIn.connect')} actionId='login-prompt' solid loading={session.loggingIn}
          onAction={() => { void session.login({ interactive: true }) }} />
      </PageShell>
    )
  }
  if (error !== '') {
    return (
      <PageShell id='live-room' className='live-room' titleKey='live.roomTitle'>
        <EmptyState icon={<Icon name='failure' size={40} />} title={error} actionText={t('live.retry')} actionId='live-retry' onAction={() => { void load() }} />
      </PageShell>
    )
  }
  if (live === null) return <PageShell id='live-room' className='live-room' titleKey='live.roomTitle'><View className='live-room__ended'><LinesSkeleton rows={4} /></View></PageShell>

  const ended = live.state === 2 || live.state === 3
  return (
    <PageShell id='live-room' className='live-room' titleKey='live.roomTitle'>
      <View className='live-room__stage' data-state={live.state}>
        {live.state === 1 ? <LiveVideo hls={live.hls_url} rtmp={live.rtmp_url} attempt={attempt} onError={() => { setPlayError(true) }} /> : null}
        <View className='live-room__top'>
          <View className='live-room__host'>
            <Image className='live-room__avatar' src={assetUrl(live.shop.avatar)} mode='aspectFill' />
            <View>
              <Text className='live-room__name'>{live.shop.name}</Text>
              <Text className='live-room__meta' id='live-online'>{t('live.online', { n: live.online })}</Text>
            </View>
          </View>
          <View>
            {live.state === 1 ? <Text className='live-room__badge'>{t('find.liveNow')}</Text> : null}
            <Text className='live-room__chip' id='live-likes'>{t('live.likes', { n: live.likes })}</Text>
          </View>
        </View>
        {live.state === 0 ? <Text className='live-room__notice' id='live-waiting'>{t('live.notStarted')}</Text> : null}
        {playError && live.state === 1
          ? <View className='live-room__notice'><Text>{t('live.playError')} </Text><Text className='live-room__chip' onClick={() => { setPlayError(false); setAttempt((a) => a + 1) }}>{t('live.retry')}</Text></View>
          : null}
        {live.state === 1 && muted
          ? <Text className='live-room__unmute' id='live-unmute' onClick={() => { setMuted(false); unmute() }}>{t('live.unmute')}</Text>
          : null}
      </View>

      {ended
        ? (
          <View className='live-room__ended' id='live-ended'>
            <Text className='live-room__ended-title'>{t('live.ended')}</Text>
            <Text className='live-room__ended-desc'>{t('live.endedDesc')}</Text>
            <AppButton id='live-summary' type='primary' onClick={() => { void redirect('pages/page/end_live', { id }) }}>{t('live.seeSummary')}</AppButton>
          </View>
          )
        : (
          <ScrollView className='live-room__chat' id='live-chat' scrollY scrollIntoView={lines.length > 0 ? `line-${lines.length - 1}` : undefined}>
            <Text className='live-room__line'>{live.title}</Text>
            {lines.map((l, i) => (
              <View key={l.id} id={`line-${i}`} className={`live-room__line ${l.system ? 'live-room__system' : ''}`}>
                {l.who ? <Text className='live-room__who'>{l.who}</Text> : null}
                <Text className='live-say'>{l.text}</Text>
              </View>
            ))}
          </ScrollView>
          )}

      {ended
        ? null
        : (
          <View className='live-room__bar'>
            <Text className='live-room__btn live-room__btn--ghost' id='live-shelf-open' onClick={() => { setShelf(true) }}>{t('live.shelf')}</Text>
            <Input className='live-room__input' id='live-input' value={text} maxlength={100} placeholder={t('live.sayPlaceholder')}
              disabled={live.state !== 1} confirmType='send' onInput={(e) => { setText(e.detail.value) }} onConfirm={() => { void send() }} />
            <Text className='live-room__btn' id='live-send' onClick={() => { void send() }}>{t('live.send')}</Text>
            <Text className={`live-room__btn ${live.is_like ? 'live-room__btn--on' : 'live-room__btn--ghost'}`} id='live-like' onClick={() => { void like() }}>♥</Text>
          </View>
          )}

      {shelf
        ? (
          <View className='live-shelf' id='live-shelf'>
            <View className='live-shelf__head'>
              <Text>{t('live.shelf')}</Text>
              <Text onClick={() => { setShelf(false) }}>✕</Text>
            </View>
            {live.goods.length === 0 ? <Text className='live-shelf__empty'>{t('live.noGoods')}</Text> : null}
            {live.goods.map((g) => (
              <View key={g.id} className='live-shelf__item'>
                <Image className='live-shelf__image' src={assetUrl(g.image)} mode='aspectFill' />
                <View className='live-shelf__body'>
                  <Text className='live-shelf__title'>{g.title}</Text>
                  <Price value={g.price} />
                </View>
                <Text className='live-shelf__buy' id={`live-buy-${g.id}`} onClick={() => { void navigate('pages/product/goods', { id: g.id }) }}>{t('live.buy')}</Text>
              </View>
            ))}
          </View>
          )
        : null}
    </PageShell>
  )
})

/** H5: sound on after a tap (browsers allow autoplay only muted). */
function unmute (): void {
  if (typeof document === 'undefined') return
  const v = document.querySelector('#live-video') as HTMLVideoElement | null
  if (v !== null) v.muted = false
}

export default LivePage
