import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/pay'
import { payApi } from '@/api/pay'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { SignInPrompt } from '@/components/SignInPrompt'
import { CODE_COOLDOWN, validEmail, validatePayPwd } from './resetpaypwd/rules'
import '../../../components/Icon/extra.scss'
import './resetpaypwd/resetpaypwd.scss'
import { href } from '@/routes/navigate'

/** Payment password by e-mail code (/pages/user/auth/resetpaypwd[?from=pay]). */
const ResetPayPwdPage = observer(function ResetPayPwdPage () {
  const { session } = useStores()
  const router = useRouter()
  const [email, setEmail] = useState(session.user?.email ?? '')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [repassword, setRepassword] = useState('')
  const [error, setError] = useState('')
  const [left, setLeft] = useState(0)
  const [sending, setSending] = useState(false)
  const [saving, setSaving] = useState(false)
  const leaveAfter = useLeaveAfter()
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  useEffect(() => { if (!email && session.user?.email) setEmail(session.user.email) }, [session.user?.email])
  useEffect(() => () => { if (timer.current) clearInterval(timer.current) }, [])

  const startCooldown = () => {
    setLeft(CODE_COOLDOWN)
    if (timer.current) clearInterval(timer.current)
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1 && timer.current) { clearInterval(timer.current); timer.current = null }
        return Math.max(0, n - 1)
      })
    }, 1000)
  }

  const fail = (msg: string) => { setError(msg); toast(msg) }

  const send = async () => {
    if (left > 0 || sending) return
    if (!validEmail(email)) { fail(t('paypwd.emailInvalid')); return }
    setError('')
    setSending(true)
    try {
      await payApi.payPwdCode({ email: email.trim() })
      toast(t('paypwd.sent'), 'success')
      startCooldown()
    } catch { /* the request layer showed the reason */ } finally {
      setSending(false)
    }
  }

  const submit = async () => {
    if (saving) return
    const problem = validatePayPwd({ email, code, password, repassword })
    if (problem) { fail(t(problem)); return }
    setError('')
    setSaving(true)
    try {
      await payApi.resetPayPwd({ email: email.trim(), code: code.trim(), password, repassword })
      toast(t('paypwd.saved'), 'success')
      await session.refresh().catch(() => undefined)
      leaveAfter(router.params.from === 'pay' ? href('pages/user/order/order', { type: 'pay' }) : href('pages/user/setting/setting'))
    } catch (e) {
      setError(e instanceof Error ? e.message : '')
    } finally {
      setSaving(false)
    }
  }

  if (!session.isLogin) {
    return (
      <PageShell id='paypwd' className='paypwd-page' titleKey='paypwd.title'>
        <SignInPrompt reason='payPassword' />
      </PageShell>
    )
  }

  return (
    <PageShell id='paypwd' className='paypwd-page' titleKey='paypwd.title'>
      <View className='paypwd-intro'>
        <Icon name='x-shield' size={36} color='#ff448f' />
        <Text className='paypwd-intro__text'>{t('paypwd.intro')}</Text>
      </View>
      <View className='paypwd-form'>
        <View className='paypwd-row'>
          <Text className='paypwd-row__label'>{t('paypwd.email')}</Text>
          <Input id='paypwd-email' className='paypwd-row__input' type='text' value={email} placeholder={t('paypwd.emailPlaceholder')}
            placeholderClass='paypwd-row__ph' maxlength={200} onInput={(e) => setEmail(e.detail.value)}
          />
        </View>
        <View className='paypwd-row'>
          <Text className='paypwd-row__label'>{t('paypwd.code')}</Text>
          <Input id='paypwd-code' className='paypwd-row__input' type='number' value={code} placeholder={t('paypwd.codePlaceholder')}
            placeholderClass='paypwd-row__ph' maxlength={10} onInput={(e) => setCode(e.detail.value)}
          />
          <Text id='paypwd-send' className={`paypwd-send ${left > 0 || sending ? 'paypwd-send--off' : ''}`} onClick={() => { void send() }}>
            {left > 0 ? t('paypwd.resend', { n: left }) : t('paypwd.send')}
          </Text>
        </View>
        <View className='paypwd-row'>
          <Text className='paypwd-row__label'>{t('paypwd.password')}</Text>
          <Input id='paypwd-password' className='paypwd-row__input' type='number' password value={password} placeholder={t('paypwd.passwordPlaceholder')}
            placeholderClass='paypwd-row__ph' maxlength={6} onInput={(e) => setPassword(e.detail.value)}
          />
        </View>
        <View className='paypwd-row'>
          <Text className='paypwd-row__label'>{t('paypwd.repassword')}</Text>
          <Input id='paypwd-repassword' className='paypwd-row__input' type='number' password value={repassword} placeholder={t('paypwd.repasswordPlaceholder')}
            placeholderClass='paypwd-row__ph' maxlength={6} onInput={(e) => setRepassword(e.detail.value)}
          />
        </View>
      </View>
      {error ? <Text id='paypwd-error' className='paypwd-error'>{error}</Text> : null}
      <View className='paypwd-actions'>
        <AppButton id='paypwd-submit' type='primary' block size='large' loading={saving} onClick={() => { void submit() }}>{t('paypwd.submit')}</AppButton>
      </View>
      <Text className='paypwd-tip'>{t('paypwd.tip')}</Text>
    </PageShell>
  )
})

export default ResetPayPwdPage
