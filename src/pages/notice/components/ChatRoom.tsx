import { useEffect, useMemo, useRef, useState } from 'react'
import Taro, { useUnload } from '@tarojs/taro'
import { Image, Input, Text, Video, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ChatGoodsCard, ChatMoneyType, ChatOrderCard, ChatRedBody, ChatTransferBody, LocationBody } from '../../../../types/chat'
import { CHAT_LIMITS } from '../../../../types/chat'
import type { ServerSocketMessage } from '../../../../types/socket'
import type { GoodsListItem } from '../../../../types/catalog'
import { catalogApi } from '@/api/catalog'
import { productApi } from '@/api/product'
import { orderApi } from '@/api/order'
import { useStores } from '@/stores'
import { ChatRoomStore, type RoomMessage, type RoomTarget } from '@/stores/chatRoom'
import { currentLang, t } from '@/i18n'
import '@/i18n/domains/chat'
import { assetUrl } from '@/env'
import { chatTime, renderTime } from '@/lib/time'
import { navigate } from '@/routes/navigate'
import { canChooseLocation, chooseLocation } from '@/platform/location'
import { createRecorder, type Recorder } from '@/platform/recorder'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { Price } from '@/components/Price'
import { SignInPrompt } from '@/components/SignInPrompt'
import { Avatar } from './Avatar'
import { MoneySheet } from './MoneySheet'
import './money.scss'
import '../../../components/Icon/extra.scss'
import './notice.scss'
import './chat.scss'

/** Messages further apart than this get a time line between them. */
const TIME_GAP = 5 * 60
/** How far up (px) a finger slides while holding "hold to talk" to cancel. */
const CANCEL_SLIDE = 60

export interface ChatRoomProps {
  target: RoomTarget | null
  /** a goods id whose card is ready to send (opened from a product) */
  goodsId?: number
  /** an order id whose card is ready to send (opened from an order) */
  orderId?: number
}

type Offer = { kind: 'goods', card: ChatGoodsCard } | { kind: 'order', card: ChatOrderCard }

/** The finger's y on screen of a touch event (both platforms carry `touches`). */
function touchYOf (e: unknown): number {
  const touches = (e as { touches?: Array<{ clientY?: number, pageY?: number }> }).touches
  return touches?.[0]?.clientY ?? touches?.[0]?.pageY ?? 0
}

function scrollToEnd (): void {
  setTimeout(() => {
    void Promise.resolve(Taro.pageScrollTo({ scrollTop: 1e6, duration: 0 })).catch(() => undefined)
  }, 50)
}

/** The chat screen: the buyer with a shop, the merchant as the shop, a user with customer service. */
export const ChatRoom = observer(function ChatRoom ({ target, goodsId, orderId }: ChatRoomProps) {
  const root = useStores()
  const { session, chat } = root
  const room = useMemo(() => new ChatRoomStore(root), [root])
  const [text, setText] = useState('')
  const [voiceMode, setVoiceMode] = useState(false)
  const [panel, setPanel] = useState(false)
  const [offer, setOffer] = useState<Offer | null>(null)
  const [recording, setRecording] = useState<'off' | 'on' | 'cancel'>('off')
  const [locForm, setLocForm] = useState<LocationBody | null>(null)
  /** the transfer / red packet form (null: closed) */
  const [moneyForm, setMoneyForm] = useState<ChatMoneyType | null>(null)
  /** the shop's goods to pick a card from (null: closed) */
  const [picker, setPicker] = useState<GoodsListItem[] | 'loading' | 'error' | null>(null)
  const recorder = useRef<Recorder | null>(null)
  const touchY = useRef(0)
  const lastCount = useRef(0)

  useEffect(() => {
    if (!session.isLogin || target === null) return
    void room.start(target).then(scrollToEnd)
    const off = chat.subscribe((msg: ServerSocketMessage) => { room.onPush(msg) })
    return () => { off(); room.stop() }
  }, [session.isLogin, target === null ? '' : JSON.stringify(target)])
  useUnload(() => { room.stop() })

  // the other party's name as the title
  useEffect(() => {
    if (room.open === null) return
    void Promise.resolve(Taro.setNavigationBarTitle({ title: room.open.name || t('chatRoom.title') })).catch(() => undefined)
  }, [room.open?.name])

  // a new message at the end scrolls down (older ones added at the top do not)
  useEffect(() => {
    const last = room.messages[room.messages.length - 1]
    const n = room.messages.length
    if (n > lastCount.current && last !== undefined && (last.id <= 0 || last.id === Math.max(...room.messages.map((m) => m.id)))) scrollToEnd()
    lastCount.current = n
  }, [room.messages.length])

  // the card offered when opened from a product or an order (the buyer's side only)
  useEffect(() => {
    if (room.open === null || room.side !== 'user') return
    if (goodsId) {
      productApi.goods({ id: goodsId }).then((g) => { setOffer({ kind: 'goods', card: { id: g.id, title: g.title, image: g.image, price: g.price } }) }).catch(() => undefined)
    } else if (orderId) {
      orderApi.info({ id: orderId }).then((o) => {
        setOffer({ kind: 'order', card: { id: o.id, order_no: o.order_no, title: o.goods[0]?.title ?? '', image: o.goods[0]?.image ?? '', total: o.price, state: o.state, count: o.number } })
      }).catch(() => undefined)
    }
  }, [room.open?.conversation_id, goodsId, orderId])

  if (!session.isLogin) return <PageShell id='chat' className='chat-page'><SignInPrompt reason='messages' /></PageShell>
  if (target === null) {
    return (
      <PageShell id='chat' className='chat-page'>
        <EmptyState icon={<Icon name='comment' size={40} />} title={t('chatRoom.notFound')} actionText={t('notice.title')} actionId='chat-centre'
          onAction={() => { void navigate('pages/notice/notice') }}
        />
      </PageShell>
    )
  }
  if (room.loading && room.open === null) {
    return <PageShell id='chat' className='chat-page'><View className='chat-loading'><View className='load-more__spinner' /><Text>{t('load.loading')}</Text></View></PageShell>
  }
  if (room.open === null) {
    return (
      <PageShell id='chat' className='chat-page'>
        <EmptyState icon={<Icon name='failure' size={40} />} title={room.error || t('notice.loadFailed')} actionText={t('notice.retry')} actionId='chat-retry'
          onAction={() => { if (target !== null) void room.start(target) }}
        />
      </PageShell>
    )
  }

  const sendText = () => {
    const v = text.trim()
    if (v === '') return
    if (v.length > CHAT_LIMITS.textChars) { toast(t('chatRoom.placeholder')); return }
    setText('')
    void room.send('text', { text: v })
  }

  const sendOffer = () => {
    if (offer === null) return
    if (offer.kind === 'goods') void room.send('goods', { id: offer.card.id }, { ...offer.card })
    else void room.send('order', { id: offer.card.id }, { ...offer.card })
    setOffer(null)
  }

  const pickImage = async () => {
    setPanel(false)
    try {
      const r = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      const f = r.tempFiles?.[0]
      const path = f?.path ?? r.tempFilePaths?.[0]
      if (!path) return
      if ((f?.size ?? 0) > CHAT_LIMITS.imageBytes) { toast(t('chatRoom.imageTooLarge')); return }
      void room.sendMedia('img', path)
    } catch { /* cancelled */ }
  }

  const pickVideo = async () => {
    setPanel(false)
    try {
      const r = await Taro.chooseVideo({ sourceType: ['album', 'camera'], compressed: true, maxDuration: 60 })
      if (!r.tempFilePath) return
      if ((r.size ?? 0) > CHAT_LIMITS.videoBytes) { toast(t('chatRoom.videoTooLarge')); return }
      void room.sendMedia('video', r.tempFilePath)
    } catch { /* cancelled */ }
  }

  const pickLocation = async () => {
    setPanel(false)
    if (canChooseLocation) {
      const loc = await chooseLocation()
      if (loc === null) return
      const [lng, lat] = loc.location.split(',').map(Number)
      const body: LocationBody = { name: loc.name, address: loc.address }
      if (Number.isFinite(lat) && Number.isFinite(lng)) { body.latitude = lat; body.longitude = lng }
      void room.send('location', body)
      return
    }
    // H5: the address as text
    setLocForm({ name: '', address: '' })
  }

  const pickGoods = async () => {
    setPanel(false)
    if (room.open === null || room.open.shop_id === 0) return
    setPicker('loading')
    try {
      const page = await catalogApi.goodsList({ shop_id: room.open.shop_id, limit: 20 }, { toast: false })
      setPicker(page.data)
    } catch {
      setPicker('error')
    }
  }

  const startVoice = async (y: number) => {
    touchY.current = y
    recorder.current ??= createRecorder()
    setRecording('on')
    const r = await recorder.current.start()
    if (r === 'ok') return
    setRecording('off')
    toast(r === 'denied' ? t('chatRoom.micDenied') : t('chatRoom.micUnavailable'))
  }
  const moveVoice = (y: number) => {
    if (recording === 'off') return
    setRecording(touchY.current - y > CANCEL_SLIDE ? 'cancel' : 'on')
  }
  const endVoice = async () => {
    const state = recording
    setRecording('off')
    const rec = recorder.current
    if (rec === null || state === 'off') return
    if (state === 'cancel') { rec.cancel(); return }
    const r = await rec.stop()
    if (r === null) return
    if (r.duration < 1) { toast(t('chatRoom.tooShort')); return }
    void room.sendMedia('voice', r.filePath, r.duration)
  }

  return (
    <PageShell id='chat' className='chat-page'>
      <View className='chat-list' id='chat-list'>
        {room.more
          ? <Text id='chat-older' className='chat-older' onClick={() => { void room.loadOlder() }}>{room.loadingOlder ? t('chatRoom.loadingOlder') : t('chatRoom.loadOlder')}</Text>
          : room.messages.length > 0 ? <Text className='chat-older chat-older--end'>{t('chatRoom.noOlder')}</Text> : null}
        {room.messages.length === 0
          ? <Text className='chat-hello'>{room.open.kind === 'service' ? t('chatRoom.serviceWelcome') : t('chatRoom.welcome')}</Text>
          : null}
        {room.messages.map((m, i) => {
          const prev = room.messages[i - 1]
          const showTime = prev === undefined || m.createtime - prev.createtime > TIME_GAP
          return (
            <View key={`${m.side}:${m.key}`}>
              {showTime ? <Text className='chat-time'>{renderTime(chatTime(m.createtime), t)}</Text> : null}
              <Bubble m={m} room={room} />
            </View>
          )
        })}
      </View>

      {offer !== null
        ? (
          <View id='chat-offer' className='chat-offer'>
            <Image className='chat-offer__img' src={assetUrl(offer.card.image)} mode='aspectFill' />
            <View className='chat-offer__body'>
              <Text className='chat-offer__hint'>{offer.kind === 'goods' ? t('chatRoom.goodsCard') : t('chatRoom.orderCard')}</Text>
              <Text className='chat-offer__title'>{offer.card.title}</Text>
              <Price value={offer.kind === 'goods' ? offer.card.price : offer.card.total} size='small' />
            </View>
            <View className='chat-offer__side'>
              <Icon name='x-close' size={14} color='#999' onClick={() => { setOffer(null) }} />
              <Text id='chat-offer-send' className='chat-offer__send' onClick={sendOffer}>{offer.kind === 'goods' ? t('chatRoom.sendGoods') : t('chatRoom.sendOrder')}</Text>
            </View>
          </View>
          )
        : null}

      {locForm !== null
        ? (
          <View className='chat-loc'>
            <Text className='chat-loc__title'>{t('chatRoom.locationPrompt')}</Text>
            <Input id='chat-loc-name' className='chat-loc__input' placeholder={t('chatRoom.locationName')} value={locForm.name} maxlength={CHAT_LIMITS.locationChars}
              onInput={(e) => { setLocForm({ ...locForm, name: e.detail.value }) }}
            />
            <Input id='chat-loc-address' className='chat-loc__input' placeholder={t('chatRoom.locationAddress')} value={locForm.address} maxlength={CHAT_LIMITS.locationChars}
              onInput={(e) => { setLocForm({ ...locForm, address: e.detail.value }) }}
            />
            <View className='chat-loc__actions'>
              <Text className='chat-loc__cancel' onClick={() => { setLocForm(null) }}>{t('notice.cancel')}</Text>
              <Text id='chat-loc-send' className={`chat-loc__send ${locForm.name.trim() || locForm.address.trim() ? '' : 'chat-loc__send--off'}`}
                onClick={() => {
                  if (!locForm.name.trim() && !locForm.address.trim()) return
                  void room.send('location', { name: locForm.name.trim(), address: locForm.address.trim() })
                  setLocForm(null)
                }}
              >{t('chatRoom.locationSend')}
              </Text>
            </View>
          </View>
          )
        : null}

      {picker !== null
        ? (
          <>
            <View className='chat-picker__mask' onClick={() => { setPicker(null) }} />
            <View id='chat-goods-picker' className='chat-picker'>
              <Text className='chat-picker__title'>{t('chatRoom.sendGoods')}</Text>
              {picker === 'loading'
                ? <Text className='chat-picker__hint'>{t('load.loading')}</Text>
                : picker === 'error'
                  ? <Text className='chat-picker__hint' onClick={() => { void pickGoods() }}>{t('load.failed')}</Text>
                  : picker.length === 0
                    ? <Text className='chat-picker__hint'>{t('notice.listEmpty')}</Text>
                    : picker.map((g) => (
                      <View key={g.id} id={`chat-goods-${g.id}`} className='chat-picker__row'
                        onClick={() => { setPicker(null); void room.send('goods', { id: g.id }, { id: g.id, title: g.title, image: g.image, price: g.price }) }}
                      >
                        <Image className='chat-picker__img' src={assetUrl(g.image)} mode='aspectFill' lazyLoad />
                        <View className='chat-picker__body'>
                          <Text className='chat-picker__name'>{g.title}</Text>
                          <Price value={g.price} size='small' />
                        </View>
                      </View>
                    ))}
            </View>
          </>
          )
        : null}

      {moneyForm !== null ? <MoneySheet type={moneyForm} room={room} onClose={() => { setMoneyForm(null) }} /> : null}

      {recording !== 'off'
        ? (
          <View id='chat-recording' className={`chat-rec ${recording === 'cancel' ? 'chat-rec--cancel' : ''}`}>
            <Icon name={recording === 'cancel' ? 'x-close' : 'comment'} size={36} color='#fff' />
            <Text className='chat-rec__text'>{recording === 'cancel' ? t('chatRoom.releaseToCancel') : t('chatRoom.slideToCancel')}</Text>
          </View>
          )
        : null}

      <View className='chat-bar'>
        <View className='chat-bar__row'>
          <Text id='chat-mode' className='chat-bar__mode' onClick={() => { setVoiceMode(!voiceMode); setPanel(false) }}>
            {voiceMode ? t('chatRoom.keyboard') : t('chatRoom.voice')}
          </Text>
          {voiceMode
            ? (
              <View id='chat-hold' className={`chat-bar__hold ${recording !== 'off' ? 'chat-bar__hold--on' : ''}`}
                onTouchStart={(e) => { void startVoice(touchYOf(e)) }}
                onTouchMove={(e) => { moveVoice(touchYOf(e)) }}
                onTouchEnd={() => { void endVoice() }}
                onTouchCancel={() => { recorder.current?.cancel(); setRecording('off') }}
              >
                <Text>{recording === 'off' ? t('chatRoom.holdToTalk') : t('chatRoom.releaseToSend')}</Text>
              </View>
              )
            : (
              <Input id='chat-input' className='chat-bar__input' value={text} placeholder={t('chatRoom.placeholder')} maxlength={CHAT_LIMITS.textChars}
                confirmType='send' onInput={(e) => { setText(e.detail.value) }} onConfirm={sendText} onFocus={() => { setPanel(false) }}
              />
              )}
          {!voiceMode && text.trim() !== ''
            ? <Text id='chat-send' className='chat-bar__send' onClick={sendText}>{t('chatRoom.send')}</Text>
            : <View id='chat-plus' className='chat-bar__plus' onClick={() => { setPanel(!panel) }}><Icon name='x-plus' size={20} color='#333' /></View>}
        </View>
        {panel
          ? (
            <View className='chat-panel'>
              <View id='chat-pick-image' className='chat-panel__item' onClick={() => { void pickImage() }}>
                <View className='chat-panel__icon'><Icon name='x-image' size={26} color='#555' /></View>
                <Text>{t('chatRoom.image')}</Text>
              </View>
              <View id='chat-pick-video' className='chat-panel__item' onClick={() => { void pickVideo() }}>
                <View className='chat-panel__icon'><Icon name='x-eye' size={26} color='#555' /></View>
                <Text>{t('chatRoom.video')}</Text>
              </View>
              {room.open.shop_id > 0
                ? (
                  <View id='chat-pick-goods' className='chat-panel__item' onClick={() => { void pickGoods() }}>
                    <View className='chat-panel__icon'><Icon name='store' size={26} color='#555' /></View>
                    <Text>{t('chatRoom.goods')}</Text>
                  </View>
                  )
                : null}
              <View id='chat-pick-location' className='chat-panel__item' onClick={() => { void pickLocation() }}>
                <View className='chat-panel__icon'><Icon name='location' size={26} color='#555' /></View>
                <Text>{t('chatRoom.location')}</Text>
              </View>
              {room.open.kind === 'shop'
                ? (
                  <>
                    <View id='chat-pick-red' className='chat-panel__item' onClick={() => { setPanel(false); setMoneyForm('red') }}>
                      <View className='chat-panel__icon'><Icon name='coupon' size={26} color='#f35543' /></View>
                      <Text>{t('chatRoom.red')}</Text>
                    </View>
                    <View id='chat-pick-transfer' className='chat-panel__item' onClick={() => { setPanel(false); setMoneyForm('transfer') }}>
                      <View className='chat-panel__icon'><Icon name='wallet' size={26} color='#fa9d3b' /></View>
                      <Text>{t('chatRoom.transfer')}</Text>
                    </View>
                  </>
                  )
                // the platform is not a wallet: say so rather than hide it silently
                : <Text id='chat-no-money' className='chat-panel__note'>{t('chatRoom.noMoneyService')}</Text>}
            </View>
            )
          : null}
      </View>
    </PageShell>
  )
})

/** One message: text, picture, voice, video, goods or order card, location; ours show their state. */
const Bubble = observer(function Bubble ({ m, room }: { m: RoomMessage, room: ChatRoomStore }) {
  const mine = room.isMine(m)
  const other = room.open
  const name = mine ? '' : (m.from.name || other?.name || '')
  const avatar = mine ? m.from.avatar : (m.from.avatar || other?.avatar || '')
  return (
    <View id={m.id > 0 ? `chat-msg-${m.id}` : `chat-pending-${m.key}`} className={`chat-msg ${mine ? 'chat-msg--mine' : ''}`} data-type={m.type}>
      <Avatar className='chat-msg__avatar' src={avatar} name={mine ? m.from.name : name} />
      <View className='chat-msg__col'>
        <Content m={m} mine={mine} room={room} />
        {mine
          ? (
            <View className='chat-msg__state'>
              {m.state === 'uploading' || m.state === 'sending'
                ? <Text className='chat-msg__sending'>{t('chatRoom.sending')}{m.state === 'uploading' && m.progress ? ` ${m.progress}%` : ''}</Text>
                : m.state === 'failed'
                  ? <Text className='chat-msg__failed' onClick={() => { void room.retry(m.key) }}>{m.error ? `${m.error} · ` : ''}{t('chatRoom.failed')}</Text>
                  : <Text className={`chat-msg__read ${room.isRead(m) ? 'chat-msg__read--yes' : ''}`}>{room.isRead(m) ? t('chatRoom.read') : t('chatRoom.unreadMark')}</Text>}
            </View>
            )
          : null}
      </View>
    </View>
  )
})

/** A goods or order card's title in the reader's language (both are on the card; see types/chat.ts). */
function cardTitle (b: RoomMessage['body']): string {
  const en = currentLang() === 'en' ? String(b.title_en ?? '') : ''
  return en !== '' ? en : String(b.title ?? '')
}

function Content ({ m, mine, room }: { m: RoomMessage, mine: boolean, room: ChatRoomStore }) {
  const b = m.body
  switch (m.type) {
    case 'text':
      // data, never markup: shown as text whatever it contains
      return <Text className='chat-bubble chat-bubble--text' userSelect>{String(b.text ?? '')}</Text>
    case 'img': {
      const url = assetUrl(String(b.url ?? ''))
      return (
        <Image className='chat-bubble chat-bubble--img' src={url} mode='widthFix'
          onClick={() => { void Promise.resolve(Taro.previewImage({ current: url, urls: [url] })).catch(() => undefined) }}
        />
      )
    }
    case 'voice':
      return <VoiceBubble url={String(b.url ?? '')} duration={Number(b.duration ?? 0)} mine={mine} />
    case 'video':
      return <Video className='chat-bubble chat-bubble--video' src={assetUrl(String(b.url ?? ''))} controls objectFit='contain' />
    case 'goods': {
      const id = Number(b.id)
      return (
        <View className='chat-bubble chat-card' onClick={() => { if (id > 0) void navigate('pages/product/goods', { id }) }}>
          <Image className='chat-card__img' src={assetUrl(String(b.image ?? ''))} mode='aspectFill' />
          <View className='chat-card__body'>
            <Text className='chat-card__title'>{cardTitle(b)}</Text>
            <Price value={String(b.price ?? '0')} size='small' />
          </View>
        </View>
      )
    }
    case 'order': {
      const id = Number(b.id)
      return (
        <View className='chat-bubble chat-card chat-card--order'
          onClick={() => { if (id > 0) void navigate('pages/user/order/details', room.side === 'peer' ? { id, role: 'sell' } : { id }) }}
        >
          <Image className='chat-card__img' src={assetUrl(String(b.image ?? ''))} mode='aspectFill' />
          <View className='chat-card__body'>
            <Text className='chat-card__title'>{cardTitle(b)}</Text>
            <Text className='chat-card__meta'>{t('chatRoom.orderNo', { no: String(b.order_no ?? '') })}</Text>
            <View className='chat-card__foot'>
              <Text className='chat-card__meta'>{t('chatRoom.orderCount', { n: Number(b.count ?? 0) })}</Text>
              <Price value={String(b.total ?? '0')} size='small' />
            </View>
          </View>
        </View>
      )
    }
    case 'location': {
      const lat = Number(b.latitude)
      const lng = Number(b.longitude)
      const hasPoint = Number.isFinite(lat) && Number.isFinite(lng) && b.latitude !== undefined
      return (
        <View className='chat-bubble chat-loc-card'
          onClick={() => { if (hasPoint) void Promise.resolve(Taro.openLocation({ latitude: lat, longitude: lng, name: String(b.name ?? ''), address: String(b.address ?? '') })).catch(() => undefined) }}
        >
          <Icon name='location' size={18} color='#ff448f' />
          <View className='chat-loc-card__body'>
            <Text className='chat-loc-card__name'>{String(b.name ?? '') || String(b.address ?? '')}</Text>
            {b.name ? <Text className='chat-loc-card__addr'>{String(b.address ?? '')}</Text> : null}
          </View>
        </View>
      )
    }
    case 'red':
      return <RedCard b={b as unknown as ChatRedBody} mine={mine} room={room} />
    case 'transfer': {
      const tb = b as unknown as ChatTransferBody
      return (
        <View className='chat-bubble chat-red chat-red--done'>
          <View className='chat-red__top'>
            <View className='chat-red__icon'><Icon name='wallet' size={22} color='#fff' /></View>
            <View className='chat-red__body'>
              <Text className='chat-red__amount'>{`${tb.amount} ${String(tb.asset).toUpperCase()}`}</Text>
              <Text className='chat-red__text'>{mine ? t('chatRoom.transferSent') : t('chatRoom.transferReceived')}</Text>
            </View>
          </View>
          <View className='chat-red__foot'><Text>{t('chatRoom.transfer')}</Text></View>
        </View>
      )
    }
    default:
      return <Text className='chat-bubble chat-bubble--text'>{t('notice.loadFailed')}</Text>
  }
}

let playing: Taro.InnerAudioContext | null = null

/** A voice message: tap to play (one at a time), its length in seconds. */
function VoiceBubble ({ url, duration, mine }: { url: string, duration: number, mine: boolean }) {
  const [on, setOn] = useState(false)
  const play = () => {
    try {
      playing?.stop()
      playing?.destroy()
    } catch { /* already gone */ }
    const a = Taro.createInnerAudioContext()
    playing = a
    a.src = assetUrl(url)
    a.onEnded(() => { setOn(false) })
    a.onStop(() => { setOn(false) })
    a.onError(() => { setOn(false) })
    setOn(true)
    a.play()
  }
  const width = Math.min(60, 18 + duration * 2)
  return (
    <View className={`chat-bubble chat-voice ${on ? 'chat-voice--on' : ''} ${mine ? 'chat-voice--mine' : ''}`} style={{ width: `${width}vw` }}
      onClick={play} aria-label={t('chatRoom.playVoice')}
    >
      <View className='chat-voice__waves'><View /><View /><View /></View>
      <Text className='chat-voice__len'>{t('chatRoom.seconds', { n: duration })}</Text>
    </View>
  )
}

/** A red packet: the receiver opens it while it is open; both see opened / returned. */
function RedCard ({ b, mine, room }: { b: ChatRedBody, mine: boolean, room: ChatRoomStore }) {
  const [busy, setBusy] = useState(false)
  const state = b.state ?? 'open'
  const canOpen = !mine && state === 'open'
  const open = async () => {
    if (!canOpen || busy) return
    setBusy(true)
    try {
      const r = await room.openRed(Number(b.packet_id))
      toast(t('chatRoom.redOpened', { amount: r.amount, asset: String(r.asset).toUpperCase() }))
    } catch (e) {
      toast(e instanceof Error && e.message !== '' ? e.message : t('chatRoom.moneyFailed'))
    } finally {
      setBusy(false)
    }
  }
  const status = state === 'claimed'
    ? (mine ? t('chatRoom.redClaimedByPeer') : t('chatRoom.redClaimed'))
    : state === 'returned'
      ? (mine ? t('chatRoom.redReturnedMine') : t('chatRoom.redReturned'))
      : (mine ? t('chatRoom.redWaiting') : '')
  return (
    <View id={`chat-red-${Number(b.packet_id)}`} className={`chat-bubble chat-red chat-red--red ${state !== 'open' ? 'chat-red--done' : ''}`} data-state={state} onClick={() => { void open() }}>
      <View className='chat-red__top'>
        <View className='chat-red__icon'><Icon name='coupon' size={22} color='#fff' /></View>
        <View className='chat-red__body'>
          <Text className='chat-red__text'>{b.greeting !== '' && b.greeting !== undefined ? b.greeting : t('chatRoom.redGreetingDefault')}</Text>
          <Text className='chat-red__amount'>{`${b.amount} ${String(b.asset).toUpperCase()}`}</Text>
        </View>
      </View>
      <View className='chat-red__foot'>
        <Text>{t('chatRoom.red')}</Text>
        {canOpen ? <Text className='chat-red__open'>{busy ? t('chatRoom.sending') : t('chatRoom.redOpen')}</Text> : <Text>{status}</Text>}
      </View>
    </View>
  )
}
