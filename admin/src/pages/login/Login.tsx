import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { LoginForm, ProFormText } from '@ant-design/pro-components'
import { Alert, Segmented } from 'antd'
import { LockOutlined, SafetyOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons'
import type { AdminLoginRequest, AdminSession } from '../../../../types/admin'
import { apiPost, ApiError } from '../../api'
import { useI18n, type Lang } from '../../i18n'
import { loadSession, saveSession } from '../../session'

// Sign-in: username, password and, for accounts with a second factor, the authenticator code.

export default function Login (): JSX.Element {
  const { lang, setLang, tr } = useI18n()
  const navigate = useNavigate()
  const location = useLocation()
  const [error, setError] = useState<string | null>(null)
  const from = (location.state as { from?: string } | null)?.from
  if (loadSession() !== null) return <Navigate to={from ?? '/'} replace />

  const submit = async (values: AdminLoginRequest): Promise<boolean> => {
    setError(null)
    try {
      const session = await apiPost<AdminSession>('/login', { username: values.username.trim(), password: values.password, ...(values.otp ? { otp: values.otp.trim() } : {}) })
      saveSession(session)
      navigate(from !== undefined && from !== '/login' ? from : '/', { replace: true })
      return true
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err))
      return false
    }
  }

  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(135deg, #fff1f0 0%, #f5f5f5 60%)', display: 'flex', flexDirection: 'column' }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <Segmented size="small" value={lang} onChange={(v) => { setLang(v as Lang) }} options={[{ label: '中文', value: 'zh' }, { label: 'EN', value: 'en' }]} />
      </div>
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', paddingBottom: 80 }}>
        <div style={{ background: '#fff', borderRadius: 12, boxShadow: '0 8px 32px rgba(0,0,0,0.08)', padding: '24px 8px' }}>
          <LoginForm<AdminLoginRequest>
            logo={<ShopOutlined style={{ fontSize: 40, color: '#e4393c' }} />}
            title={tr({ zh: 'BB Mall 管理后台', en: 'BB Mall Admin' })}
            subTitle={tr({ zh: '平台运营人员登录', en: 'Sign in for platform operators' })}
            submitter={{ searchConfig: { submitText: tr({ zh: '登录', en: 'Sign in' }) } }}
            onFinish={submit}
          >
            {error !== null && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} data-testid="login-error" />}
            <ProFormText
              name="username"
              fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username' }}
              placeholder={tr({ zh: '用户名', en: 'Username' })}
              rules={[{ required: true, message: tr({ zh: '请输入用户名', en: 'Enter your username' }) }]}
            />
            <ProFormText.Password
              name="password"
              fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
              placeholder={tr({ zh: '密码', en: 'Password' })}
              rules={[{ required: true, message: tr({ zh: '请输入密码', en: 'Enter your password' }) }]}
            />
            <ProFormText
              name="otp"
              fieldProps={{ size: 'large', prefix: <SafetyOutlined />, autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 }}
              placeholder={tr({ zh: '动态验证码（未开启可不填）', en: 'Authenticator code (if enabled)' })}
            />
          </LoginForm>
        </div>
      </div>
    </div>
  )
}
