import { useCallback, useEffect, useRef, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import type { Bill } from '../../../../../types/wallet'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { isApiError } from '@/api/errors'
import { formatDate } from '@/lib/time'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
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
