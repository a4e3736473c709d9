import { Result, Spin, Typography } from 'antd'
import { useI18n } from './i18n'

// Small pieces every screen uses: loading, not allowed, times and JSON.

export function PageLoading (): JSX.Element {
  return <div style={{ padding: 80, textAlign: 'center' }}><Spin size="large" /></div>
}

export function NotAllowed (): JSX.Element {
  const { tr } = useI18n()
  return <Result status="403" title="403" subTitle={tr({ zh: '您的角色无权访问此页面', en: 'Your role may not open this page' })} />
}

export function NotFound (): JSX.Element {
  const { tr } = useI18n()
  return <Result status="404" title="404" subTitle={tr({ zh: '页面不存在', en: 'This page does not exist' })} />
}

/** unix seconds → `2026-11-25 13:05:09` in the browser's time zone */
export function formatTime (t: number | null | undefined): string {
  if (t === null || t === undefined || t === 0) return '—'
  const d = new Date(t * 1000)
  const p = (n: number): string => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}

export function Json ({ value }: { value: unknown }): JSX.Element {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>
  return <pre style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12, background: '#fafafa', padding: 8, borderRadius: 4 }}>{JSON.stringify(value, null, 2)}</pre>
}
