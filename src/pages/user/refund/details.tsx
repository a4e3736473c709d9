import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { RefundDetail } from '../../../../types/refund'
import { refundApi } from '@/api/refund'
import { orderApi, type Carrier } from '@/api/order'
import { isApiError } from '@/api/errors'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import '@/i18n/domains/order'
import { assetUrl } from '@/env'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price } from '@/components/Price'
import { navigate } from '@/routes/navigate'
import { SignInPrompt } from '@/components/SignInPrompt'
import { scrollToTop } from '@/platform/scroll'
import { formatDate } from '@/lib/time'
import { confirmDialog } from '../components/confirm'
import { Sheet } from '../components/Sheet'
import { newPayKey } from '../money/pay/store'
import { GoodsLine } from './components/GoodsLine'
import { countdownParams, nextStep, refundActions, stateLabel, type RefundAction } from './rules'
import '../../../components/Icon/extra.scss'
import '../order/components/order.scss'
import './components/refund.scss'

type Sheet = null | 'express' | 'refuse' | 'carrier'

/** Refund details (/pages/user/refund/details?id[&role=sell]): state, next step and countdown, the request, the actions of the state. */
const RefundDetailsPage = observer(function RefundDetailsPage () {
  const { session } = useStores()
  const { params } = useRouter()
  // opened from a scrolled page: start at the top (H5 keeps the window's scroll)
  useEffect(scrollToTop, [])
  const id = Number(params.id) || 0
  const [d, setD] = useState<RefundDetail | null>(null)
  const [phase, setPhase] = useState<'loading' | 'ready' | 'notFound' | 'error'>('loading')
  const [busy, setBusy] = useState(false)
  const [sheet, setSheet] = useState<Sheet>(null)
  const [carriers, setCarriers] = useState<Carrier[] | null>(null)
  const [carrier, setCarrier] = useState<Carrier | null>(null)
  const [no, setNo] = useState('')
  const [reason, setReason] = useState('')
  const [now, setNow] = useState(() => Date.now())
  const shown = useRef(false)

  const load = async () => {
    try {
      const r = await refundApi.info({ id })
      setD(r)
      setPhase('ready')
    } catch (e) {
      if (d === null) setPhase(isApiError(e) && e.kind === 'business' ? 'notFound' : 'error')
    }
  }
  useEffect(() => { if (session.isLogin) void load() }, [session.isLogin])
  useDidShow(() => {
    if (shown.current && session.isLogin) void load()
    shown.current = true
  })
  usePullDownRefresh(() => { void load().finally(() => { void Taro.stopPullDownRefresh() }) })
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30000)
    return () => clearInterval(timer)
  }, [])

  const run = async (what: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(true)
    try {
      await what()
      toast(done, 'success')
      setSheet(null)
      await load()
      void session.refresh().catch(() => undefined)
    } catch { /* the request layer toasted */ } finally {
      setBusy(false)
    }
  }

  const onAction = async (a: RefundAction) => {
    if (d === null) return
    switch (a) {
      case 'log': void navigate('pages/user/refund/log', { id }); return
      case 'edit': void navigate('pages/user/refund/edit', { id }); return
      case 'express':
        setSheet('express')
        if (carriers === null) orderApi.carriers().then(setCarriers).catch(() => setCarriers([]))
        return
      case 'refuse': setSheet('refuse'); return
      case 'close':
        if (await confirmDialog(t('refund.confirmClose'), t('common.ok'), undefined, t('order.keepOrder'))) await run(() => refundApi.close({ id }), t('refund.done.close'))
        return
      case 'arbitrate':
        if (await confirmDialog(t('refund.confirmArbitrate'), t('common.ok'))) await run(() => refundApi.arbitrate({ id }), t('refund.done.arbitrate'))
        return
      case 'agree': {
        const text = d.type === 'refund' ? t('refund.confirmAgreeRefund', { v: d.price }) : t('refund.confirmAgree')
        if (await confirmDialog(text, t('common.ok'))) await run(() => refundApi.agree({ id, key: newPayKey() }), t('refund.done.agree'))
        return
      }
      case 'receive':
        if (await confirmDialog(t('refund.confirmReceive'), t('common.ok'))) await run(() => refundApi.receive({ id, key: newPayKey() }), t('refund.done.receive'))
    }
  }

  const sendExpress = () => {
    if (!carrier) { toast(t('ship.carrierRequired')); return }
    if (!/^[A-Za-z0-9]{6,30}$/.test(no.trim())) { toast(t('ship.numberInvalid')); return }
    void run(() => refundApi.express({ id, express_name: carrier.code, express_no: no.trim() }), t('refund.done.express'))
  }
  const sendRefuse = () => {
    if (reason.trim() === '') { toast(t('refund.refuseRequired')); return }
    void run(() => refundApi.refuse({ id, refuse_content: reason.trim() }), t('refund.done.refuse'))
  }

  const shell = (c: React.ReactNode) => <PageShell id='refund-details' className='order-page rf-page' titleKey='refund.detailTitle'>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='orders' />)
  if (phase === 'loading') return shell(<><View className='od-banner od-banner--skeleton' />{[0, 1].map((i) => <View key={i} className='od-card'><LinesSkeleton rows={3} /></View>)}</>)
  if (phase !== 'ready' || d === null) {
    const missing = phase === 'notFound'
    return shell(
      <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={missing ? t('refund.notFound') : t('refund.loadFailed')}
        actionText={missing ? undefined : t('refund.retry')} onAction={missing ? undefined : () => { setPhase('loading'); void load() }}
      />
    )
  }

  const seller = d.buyer !== undefined
  const cd = d.deadline === null ? null : countdownParams(d.deadline.at, now)
  const actions = refundActions(d.can)
  const kv = (k: string, v: React.ReactNode, cls = '') => <View className={`rf-kv ${cls}`}><Text className='rf-kv__k'>{k}</Text><View className='rf-kv__v'>{v}</View></View>
  const ended = d.state === 4 || d.state === 5

  return shell(
    <>
      <View id='refund-banner' className={`od-banner rf-banner ${ended ? 'od-banner--completed' : ''}`} data-state={d.state}>
        <View className='od-banner__body'>
          <Text id='refund-state' className='od-banner__state'>{t(stateLabel(d.state))}</Text>
          <Text id='refund-next' className='od-banner__desc'>{t(nextStep(d, seller), { time: cd ? t(cd.key, cd.params) : '' })}</Text>
        </View>
        <Icon name='refund' size={48} color='#fff' />
      </View>
      {d.return_address
        ? (
          <View id='refund-return-address' className='od-card'>
            <Text className='od-card__title'>{t('refund.returnAddress')}</Text>
            <View className='od-address'>
              <Icon name='location' size={22} color='#ff448f' />
              <View className='od-address__body'>
                <Text className='od-address__name'>{d.return_address.name}<Text className='od-address__mobile'>{d.return_address.mobile}</Text></Text>
                <Text className='od-address__text'>{d.return_address.address}</Text>
              </View>
            </View>
          </View>
          )
        : null}
      {d.express
        ? <View className='od-card'>{kv(t('refund.returnExpress'), <Text id='refund-express'>{d.express.name} {d.express.no}</Text>)}</View>
        : null}
      {d.judgement !== ''
        ? <View className='od-card'>{kv(t('refund.judgementLabel'), <Text id='refund-judgement'>{d.judgement}</Text>)}</View>
        : null}
      {d.refuse_content !== '' && d.state === 2
        ? <View className='od-card'>{kv(t('refund.refuseLabel'), <Text id='refund-refuse'>{d.refuse_content}</Text>)}</View>
        : null}
      <View className='od-card'>
        <Text className='od-card__title'>{seller && d.buyer ? t('refund.buyerLabel', { name: d.buyer.nickname }) : d.shop.shopname}</Text>
        <GoodsLine g={d.goods} />
        {kv(t('refund.amountLabel'), <Price value={d.price} size='small' />)}
        {d.payouts.length > 0 ? kv(t('refund.payoutLabel'), <Text id='refund-payouts'>{d.payouts.map((p) => `${p.amount} ${p.asset.toUpperCase()}`).join(' + ')}</Text>) : null}
        {kv(t('refund.typeLabel'), <Text>{t(d.type === 'return' ? 'refund.typeReturn' : 'refund.typeRefund')}</Text>)}
        {kv(t('refund.received'), <Text>{t(d.expressType === 1 ? 'refund.receivedYes' : 'refund.receivedNo')}</Text>)}
        {kv(t('refund.reasonLabel'), <Text>{t(`refund.reasons.r${d.reason}`)}</Text>)}
        {d.refund_content !== '' ? kv(t('refund.descLabel'), <Text>{d.refund_content}</Text>) : null}
        {kv(t('refund.applyTime'), <Text>{formatDate(d.createtime)}</Text>)}
        {kv(t('refund.refundNo'), <Text>{d.id}</Text>)}
        {d.images.length > 0
          ? <View className='rf-pics'>{d.images.map((src) => <Image key={src} className='rf-pic' src={assetUrl(src)} mode='aspectFill' onClick={() => { void Taro.previewImage({ urls: d.images.map(assetUrl), current: assetUrl(src) }) }} />)}</View>
          : null}
      </View>
      <View className='rf-actions'>
        {actions.map((a, i) => (
          <Text key={a} id={`refund-action-${a}`} className={`order-action refund-action-${a} ${i === actions.length - 1 ? 'order-action--primary' : ''}`}
            onClick={() => { void onAction(a) }}
          >{t(`refund.action.${a}`)}</Text>
        ))}
      </View>

      {sheet !== null
        ? (
          <Sheet title={t(sheet === 'refuse' ? 'refund.refuseTitle' : sheet === 'carrier' ? 'ship.choose' : 'refund.expressTitle')}
            onClose={() => setSheet(null)} onMask={() => setSheet(sheet === 'carrier' ? 'express' : null)}
          >
            {sheet === 'carrier'
              ? (
                <View className='dl-sheet__list'>
                  {carriers === null
                    ? <LinesSkeleton rows={3} />
                    : carriers.map((c) => (
                      <View key={c.code} id={`refund-carrier-${c.code}`} className={`dl-sheet__item ${carrier?.code === c.code ? 'dl-sheet__item--on' : ''}`}
                        onClick={() => { setCarrier(c); setSheet('express') }}
                      ><Text>{c.name}</Text></View>
                    ))}
                </View>
                )
              : sheet === 'express'
                ? (
                  <View className='dl-sheet__list'>
                    <View id='refund-carrier' className='dl-row' onClick={() => setSheet('carrier')}>
                      <Text className='dl-row__label'>{t('ship.carrier')}</Text>
                      <Text className={`dl-row__value ${carrier ? '' : 'dl-row__value--ph'}`}>{carrier?.name ?? t('ship.carrierPlaceholder')}</Text>
                      <Icon name='arrow-right' size={14} color='#999' />
                    </View>
                    <View className='dl-row'>
                      <Text className='dl-row__label'>{t('ship.number')}</Text>
                      <Input id='refund-express-no' className='dl-row__input' type='text' value={no} maxlength={30} placeholder={t('ship.numberPlaceholder')} placeholderClass='dl-row__ph' onInput={(e) => setNo(e.detail.value)} />
                    </View>
                    <AppButton id='refund-express-submit' type='primary' block loading={busy} onClick={sendExpress}>{t('refund.expressSubmit')}</AppButton>
                  </View>
                  )
                : (
                  <View className='dl-sheet__list'>
                    <Textarea id='refund-refuse-reason' className='rf-textarea' value={reason} maxlength={500} placeholder={t('refund.refusePlaceholder')} placeholderClass='dl-row__ph' onInput={(e) => setReason(e.detail.value)} />
                    <AppButton id='refund-refuse-submit' type='primary' block loading={busy} onClick={sendRefuse}>{t('refund.action.refuse')}</AppButton>
                  </View>
                  )}
          </Sheet>
          )
        : null}
    </>
  )
})

export default RefundDetailsPage
