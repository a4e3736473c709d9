import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { AccountSecurity } from '../../../../types/account'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { accountApi } from '@/api/account'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { href, navigate, redirect } from '@/routes/navigate'
import { MenuGroup, MenuRow } from '../setting/components/rows'
import { CodeRow, sendCode } from '../setting/components/CodeRow'
import '../setting/account.scss'
import { useSignedInShow } from '../setting/components/useSignedInShow'

/** Verify the e-mail (/pages/user/auth/validcode): a code sent to the profile e-mail proves it. */
const ValidCodePage = observer(function ValidCodePage () {
  const { session } = useStores()
  const [info, setInfo] = useState<AccountSecurity | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const leaveAfter = useLeaveAfter()

  useSignedInShow(() => { void accountApi.security(undefined, { toast: false }).then(setInfo).catch(() => setInfo(null)) })

  const submit = async () => {
    if (saving) return
    if (!/^\d{6}$/.test(code.trim())) { setError(t('acc.validcode.codeInvalid')); return }
    setError('')
    setSaving(true)
    try {
      await accountApi.verifyEmail({ code: code.trim() })
      toast(t('acc.validcode.title'), 'success')
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
  else if (info === null) body = <LinesSkeleton rows={3} />
  else if (info.verified_email) {
    body = (
      <EmptyState icon={<Icon name='check' size={40} />} title={t('acc.validcode.done', { email: info.verified_email })}
        actionText={t('acc.validcode.change')} actionId='validcode-change' onAction={() => { void redirect('pages/user/auth/resetEmail') }}
      />
    )
  } else if (!info.email) {
    body = (
      <EmptyState icon={<Icon name='user' size={40} />} title={t('acc.validcode.noEmail')}
        actionText={t('acc.validcode.addEmail')} actionId='validcode-add' solid onAction={() => { void navigate('pages/user/setting/user') }}
      />
    )
  } else {
    body = (
      <>
        <Text className='acc-intro'>{t('acc.validcode.intro')}</Text>
        <MenuGroup>
          <MenuRow id='validcode-email' title={t('acc.validcode.email')} value={info.email} />
          <CodeRow id='validcode-code' label={t('acc.validcode.code')} value={code} onInput={setCode}
            send={() => sendCode(() => accountApi.emailCode({ purpose: 'verify' }))}
          />
        </MenuGroup>
        {error ? <Text id='validcode-error' className='acc-error'>{error}</Text> : null}
        <View className='acc-actions'>
          <AppButton id='validcode-submit' type='primary' block size='large' loading={saving} onClick={() => { void submit() }}>{t('acc.validcode.submit')}</AppButton>
        </View>
      </>
    )
  }
  return <PageShell id='validcode' className='acc-page' titleKey='acc.validcode.title'>{body}</PageShell>
})

export default ValidCodePage
