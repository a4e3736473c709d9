import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Input, Text, View } from '@tarojs/components'
import type { Bill } from '../../../../../types/wallet'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { isApiError } from '@/api/errors'
import { formatDate } from '@/lib/time'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import type { Href } from '@/routes/navigate'
import { LinesSkeleton } from '@/components/Skeleton'
import { navigate } from '@/routes/navigate'

// Pieces the wallet pages share: a one-shot loader with its loading / failed states, the
// refusal text of a failed call, the payment-password field, a bill row.

export interface Loaded<T> {
  data: T | null
  error: string | null
  loading: boolean
  reload: () => Promise<void>
}

/** Loads once when `enabled` (and again on reload()); the last answer wins. */
export function useLoad<T> (fetch: () => Promise<T>, enabled: boolean): Loaded<T> {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const gen = useRef(0)
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch
  const reload = useCallback(async () => {
    const my = ++gen.current
    setLoading(true)
    try {
      const d = await fetchRef.current()
      if (my === gen.current) { setData(d); setError(null) }
    } catch (e) {
      if (my === gen.current) setError(errorText(e))
    } finally {
      if (my === gen.current) setLoading(false)
    }
  }, [])
  useEffect(() => { if (enabled) void reload() }, [enabled, reload])
  return { data, error, loading, reload }
}

/** What to tell the user about a failed call: the server's refusal, else a generic line. */
export function errorText (e: unknown): string {
  if (isApiError(e) && e.message) return e.message
  return t('assets.loadFailed')
}

/** Skeleton while the first answer is on its way, a retry state when it failed; null when there is data. */
export function LoadGate ({ state, rows = 3 }: { state: Loaded<unknown>, rows?: number }) {
  if (state.data !== null) return null
  if (state.error !== null) {
    return (
      <EmptyState icon={<Icon name='failure' size={40} />} title={t('assets.loadFailed')} description={state.error}
        actionText={t('assets.retry')} actionId='wallet-retry' onAction={() => { void state.reload() }}
      />
    )
  }
  return <View className='w-card'><LinesSkeleton rows={rows} /></View>
}

/** Random idempotency key (^[A-Za-z0-9_-]{8,64}$): one per form attempt. */
export function newKey (): string {
  let s = `w${Date.now().toString(36)}`
  while (s.length < 24) s += Math.random().toString(36).slice(2)
  return s.slice(0, 32)
}

/** The 6-digit payment password, with a way to set one when there is none. */
export function PasswordField ({ value, onChange, isSet, id }: { value: string, onChange: (v: string) => void, isSet: boolean, id: string }) {
  return (
    <View className='w-field'>
      <Text className='w-field__label'>{t('assets.payPassword')}</Text>
      {isSet
        ? <Input id={id} className='w-field__input' type='number' password maxlength={6} value={value}
            placeholder={t('assets.payPasswordPlaceholder')} onInput={(e) => { onChange(e.detail.value.replace(/\D/g, '').slice(0, 6)) }}
          />
        : <Text id={`${id}-set`} className='w-field__link' onClick={() => { void navigate('pages/user/auth/resetpaypwd') }}>{t('assets.setPayPassword')}</Text>}
    </View>
  )
}

/** "+12.50" / "-3.00", coloured by sign. */
export function Delta ({ v }: { v: string }) {
  const out = v.startsWith('-')
  return <Text className={`w-delta ${out ? 'w-delta--out' : 'w-delta--in'}`}>{out ? v : `+${v}`}</Text>
}

export function assetName (asset: string): string {
  switch (asset) {
    case 'usdt': case 'bbc': case 'bbt': case 'score': case 'voucher': return t(`assets.asset.${asset}`)
    default: return asset.toUpperCase()
  }
}

/** One ledger row: type and time on the left, the change and the balance after on the right. */
export function BillRow ({ bill, showAsset = true }: { bill: Bill, showAsset?: boolean }) {
  return (
    <View className='w-bill' data-id={bill.id} onClick={() => { void navigate('pages/user/money/details', { id: bill.id }) }}>
      <View className='w-bill__main'>
        <Text className='w-bill__type'>{bill.type_text}{showAsset ? ` · ${assetName(bill.asset)}` : ''}</Text>
        <Text className='w-bill__time'>{formatDate(bill.createtime, 'yyyy-MM-dd hh:mm:ss')}</Text>
      </View>
      <View className='w-bill__side'>
        <Delta v={bill.delta} />
        <Text className='w-bill__after'>{t('assets.after', { v: bill.balance_after })}</Text>
      </View>
    </View>
  )
}

/**
 * One money-moving form's attempts: busy flag, the refusal shown, and its idempotency key (one per
 * attempt: a double tap or a retry is the same request; any change of the form makes a new one).
 */
export function useAttempt () {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [key, setKey] = useState(newKey)
  /** the form changed: a new attempt */
  const renew = useCallback(() => { setError(''); setKey(newKey()) }, [])
  /** runs the request with this attempt's key; a refusal is shown and starts a new attempt */
  const run = async (fn: (key: string) => Promise<void>): Promise<boolean> => {
    if (busy) return false
    setError('')
    setBusy(true)
    try {
      await fn(key)
      return true
    } catch (e) {
      setError(errorText(e))
      return false
    } finally {
      setKey(newKey())
      setBusy(false)
    }
  }
  return { busy, error, setError, key, renew, run }
}

/** A row that opens a page: label, optional value, arrow. */
export function LinkCell ({ id, label, value, to }: { id: string, label: string, value?: string, to: Href }) {
  return (
    <View id={id} className='w-cell' onClick={() => { void navigate(to) }}>
      <Text className='w-cell__label'>{label}</Text>
      {value !== undefined ? <Text className='w-cell__value'>{value}</Text> : null}
      <Icon name='arrow-right' size={12} color='#ccc' />
    </View>
  )
}

/** The big USDT amount field (recharge, withdraw), with an optional action at its end. */
export function AmountRow ({ id, value, placeholder, onInput, children }: { id: string, value: string, placeholder: string, onInput: (v: string) => void, children?: ReactNode }) {
  return (
    <View className='w-amount'>
      <Text className='w-amount__mark'>₮</Text>
      <Input id={id} className='w-amount__input' placeholderClass='w-amount__ph' type='digit' value={value} placeholder={placeholder}
        onInput={(e) => { onInput(e.detail.value) }}
      />
      {children}
    </View>
  )
}
