import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { isEmail } from '../../../../types/validate'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { accountApi } from '@/api/account'
import { PageShell } from '@/components/PageShell'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { MenuGroup, MenuRow } from '../setting/components/rows'
import { CodeRow, sendCode } from '../setting/components/CodeRow'
import '../setting/account.scss'
import { EmailProofActions, useEmailProof } from './emailProof'

/**
 * Change the e-mail (/pages/user/auth/resetEmail): a code from the new address, and while a proved
 * address exists, one from that address too.
 */
const ResetEmailPage = observer(function ResetEmailPage () {
  const { session } = useStores()
  const [oldCode, setOldCode] = useState('')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const p = useEmailProof()
  const info = p.info

  const sendNew = async () => {
    if (!isEmail(email.trim())) { p.setError(t('acc.profile.emailInvalid')); return false }
    p.setError('')
    return await sendCode(() => accountApi.emailCode({ purpose: 'new', email: email.trim() }))
  }

  const submit = () => {
    const invalid = !isEmail(email.trim())
      ? t('acc.profile.emailInvalid')
      : !/^\d{6}$/.test(code.trim()) || (info?.verified_email && !/^\d{6}$/.test(oldCode.trim())) ? t('acc.validcode.codeInvalid') : null
    return p.submit(invalid, () => accountApi.changeEmail({ email: email.trim(), code: code.trim(), ...(info?.verified_email ? { old_code: oldCode.trim() } : {}) }), t('acc.resetEmail.title'))
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
        <EmailProofActions id='reset-email' p={p} text={t('acc.resetEmail.submit')} onSubmit={() => { void submit() }} />
      </>
    )
  }
  return <PageShell id='reset-email' className='acc-page' titleKey='acc.resetEmail.title'>{body}</PageShell>
})

export default ResetEmailPage
