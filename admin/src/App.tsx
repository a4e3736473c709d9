import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import enUS from 'antd/locale/en_US'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { I18nProvider, useI18n } from './i18n'
import { loadSession } from './session'
import { setSignedOutHandler } from './api'
import { Shell } from './Shell'
import { PageLoading } from './ui'
import Login from './pages/login/Login'

// The console: the login page, and behind it the shell (ProLayout) with the screens of
// screens.tsx. The antd locale and dayjs follow the chosen language.

function Localized ({ children }: { children: ReactNode }): JSX.Element {
  const { lang } = useI18n()
  useEffect(() => { dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en') }, [lang])
  return (
    <ConfigProvider locale={lang === 'zh' ? zhCN : enUS} theme={{ token: { colorPrimary: '#e4393c', borderRadius: 6 } }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  )
}

function RequireSession ({ children }: { children: ReactNode }): JSX.Element {
  const location = useLocation()
  const navigate = useNavigate()
  const [signedIn] = useState(() => loadSession() !== null)
  useEffect(() => {
    setSignedOutHandler(() => { navigate('/login', { replace: true, state: { from: location.pathname } }) })
  }, [navigate, location.pathname])
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />
  return <>{children}</>
}

export function App (): JSX.Element {
  return (
    <I18nProvider>
      <Localized>
        <BrowserRouter basename="/admin">
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/login" element={<Login />} />
              <Route path="/*" element={<RequireSession><Shell /></RequireSession>} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </Localized>
    </I18nProvider>
  )
}
