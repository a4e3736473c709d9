import { useState } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { REFUND_MAX_IMAGES, REFUND_REASONS, type RefundExpressType, type RefundPreview, type RefundReason, type RefundType } from '../../../../../types/refund'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import '@/i18n/domains/order'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { toast } from '@/components/PageShell'
import { ImagePicker, type Picture } from '../../components/ImagePicker'
import { confirmDialog } from '../../components/confirm'
import { Sheet } from '../../components/Sheet'
import { formatMoney, formatPrice, type MoneyDisplay } from '@/lib/money'
import { checkAmount, isZero } from '../rules'

/**
 * A refund amount (USDT, what the form takes) as the app shows money: in the display currency with
 * the asset stated, like the cashier's "¥360.00 = 50.00 USDT"; just "50.00 USDT" when prices are
 * shown in USDT.
 */
export function refundMoney (usdt: string, d: MoneyDisplay): string {
  return d.currency === 'usdt' ? formatPrice(usdt, d) : `${formatPrice(usdt, d)} = ${formatMoney(usdt)} USDT`
}

/** The stated maximum: with or without shipping, as the order allows. */
export function statedMax (p: Pick<RefundPreview, 'max' | 'with_freight' | 'freight' | 'shipped'>, d: MoneyDisplay): string {
  const max = refundMoney(p.max, d)
  if (p.with_freight && Number(p.freight) > 0) return t('refund.amountMaxFreight', { max, freight: formatPrice(p.freight, d) })
  return p.shipped ? t('refund.amountMaxNoFreight', { max }) : t('refund.amountMax', { max })
}

export interface RefundFormValue {
  expressType: RefundExpressType
  type: RefundType
  reason: RefundReason | null
  money: string
  images: Picture[]
  refund_content: string
}

/**
 * The after-sales form (apply and edit): received or not (asked once the order was shipped), refund
 * only or return, one of the seven reasons, the amount with its stated maximum (a zero amount asks
 * to confirm giving up the after-sales rights), up to 9 proof pictures, a comment.
 */
export function RefundForm ({ initial, max, maxText, shipped, submitText, onSubmit }: {
  initial: RefundFormValue
  max: string
  /** "Up to 23.50 (incl. 3.50 shipping)" */
  maxText: string
  shipped: boolean
  submitText: string
  onSubmit: (v: RefundFormValue & { reason: RefundReason }) => Promise<void>
}) {
  const [v, setV] = useState<RefundFormValue>(initial)
  const [picking, setPicking] = useState(false)
  const [uploading, setUploading] = useState(0)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState('')
  const set = (p: Partial<RefundFormValue>) => { setV((o) => ({ ...o, ...p })); setError('') }

  const submit = async () => {
    if (saving) return
    if (uploading > 0) { toast(t('review.uploading')); return }
    if (v.reason === null) { setError(t('refund.chooseReason')); return }
    const amount = checkAmount(v.money, max)
    if (amount !== 'ok') { setError(amount === 'above' ? t('refund.amountTooHigh', { n: max }) : t('refund.amountInvalid')); return }
    if (isZero(v.money) && !await confirmDialog(t('refund.zeroConfirm'), t('common.ok'))) return
    setSaving(true)
    try {
      await onSubmit({ ...v, reason: v.reason })
    } catch (e) {
      setError(e instanceof Error ? e.message : '')
    } finally {
      setSaving(false)
    }
  }

  const choice = (id: string, on: boolean, label: string, pick: () => void) => (
    <Text id={id} className={`rf-choice ${on ? 'rf-choice--on' : ''}`} onClick={pick}>{label}</Text>
  )

  return (
    <>
      <View className='od-card'>
        {shipped
          ? (
            <>
              <Text className='od-card__title'>{t('refund.received')}</Text>
              <View className='rf-choices'>
                {choice('refund-received-0', v.expressType === 0, t('refund.receivedNo'), () => set({ expressType: 0, type: 'refund' }))}
                {choice('refund-received-1', v.expressType === 1, t('refund.receivedYes'), () => set({ expressType: 1 }))}
              </View>
            </>
            )
          : null}
        <Text className='od-card__title'>{t('refund.type')}</Text>
        <View className='rf-choices'>
          {choice('refund-type-refund', v.type === 'refund', t('refund.typeRefund'), () => set({ type: 'refund' }))}
          {v.expressType === 1 ? choice('refund-type-return', v.type === 'return', t('refund.typeReturn'), () => set({ type: 'return' })) : null}
        </View>
        <Text className='rf-hint'>{t(v.type === 'return' ? 'refund.typeReturnDesc' : 'refund.typeRefundDesc')}</Text>
      </View>
      <View className='od-card dl-form'>
        <View id='refund-reason' className='dl-row' onClick={() => setPicking(true)}>
          <Text className='dl-row__label'>{t('refund.reason')}</Text>
          <Text className={`dl-row__value ${v.reason === null ? 'dl-row__value--ph' : ''}`}>{v.reason === null ? t('refund.reasonPlaceholder') : t(`refund.reasons.r${v.reason}`)}</Text>
          <Icon name='arrow-right' size={14} color='#999' />
        </View>
        <View className='dl-row'>
          <Text className='dl-row__label'>{t('refund.amount')}</Text>
          <Input id='refund-amount' className='dl-row__input' type='digit' value={v.money} maxlength={12} placeholder={t('refund.amountPlaceholder')}
            placeholderClass='dl-row__ph' onInput={(e) => set({ money: e.detail.value })}
          />
        </View>
        <Text id='refund-max' className='rf-hint' style={{ paddingBottom: '16px' }}>{maxText}</Text>
      </View>
      <View className='od-card'>
        <Text className='od-card__title'>{t('refund.comment')}</Text>
        <Textarea id='refund-comment' className='rf-textarea' value={v.refund_content} maxlength={500} placeholder={t('refund.commentPlaceholder')}
          placeholderClass='dl-row__ph' onInput={(e) => set({ refund_content: e.detail.value })}
        />
        <Text className='od-card__title'>{t('refund.proof')}</Text>
        <Text className='rf-hint'>{t('refund.proofHint', { n: REFUND_MAX_IMAGES })}</Text>
        <ImagePicker id='refund-images' value={v.images} onChange={(images) => set({ images })} max={REFUND_MAX_IMAGES} addLabel={t('refund.proof')} onUploading={setUploading} />
      </View>
      {error ? <Text id='refund-error' className='dl-error'>{error}</Text> : null}
      <View className='dl-actions'>
        <AppButton id='refund-submit' type='primary' block size='large' loading={saving} disabled={uploading > 0} onClick={() => { void submit() }}>{submitText}</AppButton>
      </View>
      {picking
        ? (
          <Sheet title={t('refund.reasonPlaceholder')} onClose={() => setPicking(false)}>
            <View className='dl-sheet__list'>
              {REFUND_REASONS.map((r) => (
                <View key={r} id={`refund-reason-${r}`} className={`dl-sheet__item ${v.reason === r ? 'dl-sheet__item--on' : ''}`} onClick={() => { set({ reason: r }); setPicking(false) }}>
                  <Text>{t(`refund.reasons.r${r}`)}</Text>
                  {v.reason === r ? <Icon name='check' size={16} color='#ff448f' /> : null}
                </View>
              ))}
            </View>
          </Sheet>
          )
        : null}
    </>
  )
}
