import { useCallback, useEffect, useState } from 'react'
import { App as AntApp, Result, Spin, Typography } from 'antd'
import { apiGet } from './api'
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

/** Fired after an operator's change succeeds (Shell reloads the queue counts). */
export const QUEUES_CHANGED = 'admin:queues-changed'

/** Runs an admin action: on success a toast (`done`'s text, else "Saved") and the result; a refusal as an error toast and null. */
export function useAction (): <T>(run: () => Promise<T>, done?: (res: T) => string) => Promise<T | null> {
  const { message } = AntApp.useApp()
  const { tr } = useI18n()
  return async (run, done) => {
    try {
      const res = await run()
      void message.success(done?.(res) ?? tr({ zh: '已保存', en: 'Saved' }))
      // the menu's queue badges count what was just decided: the shell reloads them now
      window.dispatchEvent(new Event(QUEUES_CHANGED))
      return res
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err))
      return null
    }
  }
}

/** GET an admin API once (again on `reload`): the data, or the server's refusal as `error`. */
export function useApiData<T> (path: string): { data: T | undefined, error: string | null, reload: () => void, setData: (d: T) => void } {
  const [data, setData] = useState<T | undefined>(undefined)
  const [error, setError] = useState<string | null>(null)
  const reload = useCallback((): void => {
    setError(null)
    apiGet<T>(path).then(setData, (e: unknown) => { setError(e instanceof Error ? e.message : String(e)) })
  }, [path])
  useEffect(reload, [reload])
  return { data, error, reload, setData }
}
