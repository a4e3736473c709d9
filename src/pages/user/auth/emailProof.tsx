import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { AccountSecurity } from '../../../../types/account'
import { useStores } from '@/stores'
import { accountApi } from '@/api/account'
import { toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { href } from '@/routes/navigate'
import { useSignedInShow } from '../setting/components/useSignedInShow'

// What the two e-mail code pages share (validcode proves the profile e-mail, resetEmail changes
// it): the account's security info loaded on show, one error line, and a submit that sends the
// codes, says so, refreshes the session and goes back to the security page.

export interface EmailProof {
  /** null while loading */
  info: AccountSecurity | null
  error: string
  setError: (e: string) => void
  saving: boolean
  /** `invalid` (a message) stops before sending */
  submit: (invalid: string | null, send: () => Promise<unknown>, doneText: string) => Promise<void>
}

export function useEmailProof (): EmailProof {
  const { session } = useStores()
  const [info, setInfo] = useState<AccountSecurity | null>(null)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const leaveAfter = useLeaveAfter()

  useSignedInShow(() => { void accountApi.security(undefined, { toast: false }).then(setInfo).catch(() => setInfo(null)) })

  const submit = async (invalid: string | null, send: () => Promise<unknown>, doneText: string) => {
    if (saving) return
    if (invalid !== null) { setError(invalid); return }
    setError('')
    setSaving(true)
    try {
      await send()
      toast(doneText, 'success')
      await session.refresh().catch(() => undefined)
      leaveAfter(href('pages/user/setting/security'))
    } catch (e) {
      setError(e instanceof Error ? e.message : '')
    } finally {
      setSaving(false)
    }
  }
  return { info, error, setError, saving, submit }
}

/** The error line and the submit button (`<id>-error`, `<id>-submit`). */
export function EmailProofActions ({ id, p, text, onSubmit }: { id: string, p: EmailProof, text: string, onSubmit: () => void }) {
  return (
    <>
      {p.error ? <Text id={`${id}-error`} className='acc-error'>{p.error}</Text> : null}
      <View className='acc-actions'>
        <AppButton id={`${id}-submit`} type='primary' block size='large' loading={p.saving} onClick={onSubmit}>{text}</AppButton>
      </View>
    </>
  )
}
