import { Suspense, useEffect, useState } from 'react'
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { ProLayout } from '@ant-design/pro-components'
import { Badge, Dropdown, Segmented, Space, Tag } from 'antd'
import { LogoutOutlined, ShopOutlined } from '@ant-design/icons'
import type { AdminDashboard } from '../../types/admin'
import { apiGet, apiPost } from './api'
import { useI18n, type Lang } from './i18n'
import { screens, canSee } from './screens'
import { clearSession, currentAdmin } from './session'
import { NotAllowed, NotFound, PageLoading, QUEUES_CHANGED } from './ui'

// The frame around every screen: ProLayout's side menu (the screens this role may open, with the
// queue counts as badges), the operator, sign-out and the zh/en switch.

const ROLE_NAMES = {
  super: { zh: '超级管理员', en: 'Super admin' },
  reviewer: { zh: '审核员', en: 'Reviewer' },
  finance: { zh: '财务', en: 'Finance' },
  support: { zh: '客服', en: 'Support' }
} as const

export function roleName (role: keyof typeof ROLE_NAMES, lang: Lang): string {
  return ROLE_NAMES[role][lang]
}

export function Shell (): JSX.Element {
  const admin = currentAdmin()
  const { lang, setLang, tr } = useI18n()
  const location = useLocation()
  const navigate = useNavigate()
  const [queues, setQueues] = useState<Record<string, number>>({})

  useEffect(() => {
    let live = true
    const load = (): void => {
      apiGet<AdminDashboard>('/dashboard')
        .then((d) => { if (live) setQueues(Object.fromEntries(d.queues.map((q) => [q.key, q.count]))) })
        .catch(() => {})
    }
    load()
    const timer = window.setInterval(load, 60_000)
    window.addEventListener(QUEUES_CHANGED, load)
    return () => { live = false; window.clearInterval(timer); window.removeEventListener(QUEUES_CHANGED, load) }
  }, [location.pathname])

  if (admin === null) return <Navigate to="/login" replace />
  const visible = screens.filter((s) => canSee(s, admin.role))

  const signOut = async (): Promise<void> => {
    await apiPost('/logout').catch(() => {})
    clearSession()
    navigate('/login', { replace: true })
  }

  return (
    <ProLayout
      title={tr({ zh: 'BB Mall 管理后台', en: 'BB Mall Admin' })}
      logo={<ShopOutlined style={{ fontSize: 24, color: '#e4393c' }} />}
      layout="mix"
      fixSiderbar
      fixedHeader
      siderWidth={216}
      location={{ pathname: location.pathname }}
      route={{
        path: '/',
        routes: visible.map((s) => ({
          path: s.path,
          name: tr(s.title),
          icon: s.icon,
          queue: s.queue
        }))
      }}
      menuItemRender={(item, dom) => {
        const count = item.queue === undefined ? 0 : (queues[item.queue as string] ?? 0)
        return (
          <Link to={item.path ?? '/'} data-screen={item.path}>
            {count > 0 ? <Badge count={count} offset={[14, 0]} size="small">{dom}</Badge> : dom}
          </Link>
        )
      }}
      avatarProps={{
        title: <Space size={6}>{admin.username}<Tag color="red" bordered={false}>{roleName(admin.role, lang)}</Tag></Space>,
        size: 'small',
        render: (_props, dom) => (
          <Dropdown menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: tr({ zh: '退出登录', en: 'Sign out' }), onClick: () => { void signOut() } }] }}>
            <span data-testid="admin-user">{dom}</span>
          </Dropdown>
        )
      }}
      actionsRender={() => [
        <Segmented
          key="lang"
          size="small"
          value={lang}
          onChange={(v) => { setLang(v as Lang) }}
          options={[{ label: '中文', value: 'zh' }, { label: 'EN', value: 'en' }]}
        />
      ]}
      token={{ header: { colorBgHeader: '#fff' }, sider: { colorMenuBackground: '#fff' } }}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<Navigate to={visible[0]?.path ?? '/dashboard'} replace />} />
          {screens.map((s) => (
            <Route key={s.path} path={`${s.path}/*`} element={canSee(s, admin.role) ? <s.page /> : <NotAllowed />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </ProLayout>
  )
}
