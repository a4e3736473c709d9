import { useState } from 'react'
import { Text } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { accountApi } from '@/api/account'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate, redirect } from '@/routes/navigate'
import { MenuGroup, MenuRow } from '../setting/components/rows'
import { CodeRow, sendCode } from '../setting/components/CodeRow'
import '../setting/account.scss'
import { EmailProofActions, useEmailProof } from './emailProof'

/** Verify the e-mail (/pages/user/auth/validcode): a code sent to the profile e-mail proves it. */
const ValidCodePage = observer(function ValidCodePage () {
  const { session } = useStores()
  const [code, setCode] = useState('')
  const p = useEmailProof()
  const info = p.info

  const submit = () => p.submit(/^\d{6}$/.test(code.trim()) ? null : t('acc.validcode.codeInvalid'),
    () => accountApi.verifyEmail({ code: code.trim() }), t('acc.validcode.title'))

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
        <EmailProofActions id='validcode' p={p} text={t('acc.validcode.submit')} onSubmit={() => { void submit() }} />
      </>
    )
  }
  return <PageShell id='validcode' className='acc-page' titleKey='acc.validcode.title'>{body}</PageShell>
})

export default ValidCodePage
