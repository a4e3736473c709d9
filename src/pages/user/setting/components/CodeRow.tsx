import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { toast } from '@/components/PageShell'
import { useCooldown } from './useCooldown'

export interface CodeRowProps {
  id: string
  label: string
  value: string
  onInput: (v: string) => void
  /** asks the server for a code; resolves true when one was sent (the request layer toasts a refusal) */
  send: () => Promise<boolean>
}

/** A code input with its "get code" button and the 60 s wait before another. */
export function CodeRow ({ id, label, value, onInput, send }: CodeRowProps) {
  const [left, start] = useCooldown()
  const [sending, setSending] = useState(false)
  const onSend = async () => {
    if (left > 0 || sending) return
    setSending(true)
    try {
      if (await send()) start()
    } finally {
      setSending(false)
    }
  }
  return (
    <View className='acc-row'>
      <Text className='acc-row__title'>{label}</Text>
      <Input id={id} className='acc-row__input' type='number' value={value} maxlength={6} placeholder={t('acc.validcode.codePh')}
        placeholderClass='acc-row__ph' onInput={(e) => onInput(e.detail.value)}
      />
      <Text id={`${id}-send`} className={`acc-send ${left > 0 || sending ? 'acc-send--off' : ''}`} onClick={() => { void onSend() }}>
        {left > 0 ? t('acc.validcode.resend', { n: left }) : t('acc.validcode.send')}
      </Text>
    </View>
  )
}

/** Sends a code through `call`; the server's answer names the address it went to. */
export async function sendCode (call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call()
    toast(t('acc.validcode.sent'), 'success')
    return true
  } catch {
    return false
  }
}
