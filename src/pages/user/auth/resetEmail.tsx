import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { AccountSecurity } from '../../../../types/account'
import { isEmail } from '../../../../types/validate'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { accountApi } from '@/api/account'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { href } from '@/routes/navigate'
import { MenuGroup, MenuRow } from '../setting/components/rows'
import { CodeRow, sendCode } from '../setting/components/CodeRow'
import '../setting/account.scss'
import { useSignedInShow } from '../setting/components/useSignedInShow'

/**
 * Change the e-mail (/pages/user/auth/resetEmail): a code from the new address, and while a proved
 * address exists, one from that address too.
 */
const ResetEmailPage = observer(function ResetEmailPage () {
  const { session } = useStores()
  const [info, setInfo] = useState<AccountSecurity | null>(null)
  const [oldCode, setOldCode] = useState('')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const leaveAfter = useLeaveAfter()

  useSignedInShow(() => { void accountApi.security(undefined, { toast: false }).then(setInfo).catch(() => setInfo(null)) })

  const sendNew = async () => {
    if (!isEmail(email.trim())) { setError(t('acc.profile.emailInvalid')); return false }
    setError('')
    return await sendCode(() => accountApi.emailCode({ purpose: 'new', email: email.trim() }))
  }

  const submit = async () => {
    if (saving) return
    if (!isEmail(email.trim())) { setError(t('acc.profile.emailInvalid')); return }
    if (!/^\d{6}$/.test(code.trim()) || (info?.verified_email && !/^\d{6}$/.test(oldCode.trim()))) { setError(t('acc.validcode.codeInvalid')); return }
    setError('')
    setSaving(true)
    try {
      await accountApi.changeEmail({ email: email.trim(), code: code.trim(), ...(info?.verified_email ? { old_code: oldCode.trim() } : {}) })
      toast(t('acc.resetEmail.title'), 'success')
      await session.refresh().catch(() => undefined)
      leaveAfter(href('pages/user/setting/security'))
    } catch (e) {
      setError(e instanceof Error ? e.message : '')
    } finally {
      setSaving(false)
    }
  }

  let body
  if (!session.isLogin) body = <SignInPrompt reason='account' />
  else if (info === null) body = <LinesSkeleton rows={4} />
  else {
    body = (
      <>
        <Text className='acc-intro'>{t('acc.resetEmail.intro')}</Text>
        {info.verified_email
          ? (
            <MenuGroup>
              <MenuRow id='reset-email-old' title={t('acc.resetEmail.old')} value={info.verified_email} />
              <CodeRow id='reset-email-old-code' label={t('acc.resetEmail.oldCode')} value={oldCode} onInput={setOldCode}
                send={() => sendCode(() => accountApi.emailCode({ purpose: 'old' }))}
              />
            </MenuGroup>
            )
          : null}
        <MenuGroup>
          <View className='acc-row'>
            <Text className='acc-row__title'>{t('acc.resetEmail.email')}</Text>
            <Input id='reset-email-new' className='acc-row__input' type='text' value={email} maxlength={100} placeholder={t('acc.resetEmail.emailPh')}
              placeholderClass='acc-row__ph' onInput={(e) => setEmail(e.detail.value)}
            />
          </View>
          <CodeRow id='reset-email-code' label={t('acc.resetEmail.code')} value={code} onInput={setCode} send={sendNew} />
        </MenuGroup>
        {error ? <Text id='reset-email-error' className='acc-error'>{error}</Text> : null}
        <View className='acc-actions'>
          <AppButton id='reset-email-submit' type='primary' block size='large' loading={saving} onClick={() => { void submit() }}>{t('acc.resetEmail.submit')}</AppButton>
        </View>
      </>
    )
  }
  return <PageShell id='reset-email' className='acc-page' titleKey='acc.resetEmail.title'>{body}</PageShell>
})

export default ResetEmailPage
