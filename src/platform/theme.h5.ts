import type { ThemeName } from '../lib/themes'

// H5: the theme class on <html>, so dialogs and toasts appended to <body> follow it too.
export function applyRootTheme (theme: ThemeName): void {
  if (typeof document === 'undefined') return
  const el = document.documentElement
  for (const c of [...el.classList]) if (c.startsWith('theme-')) el.classList.remove(c)
  el.classList.add(`theme-${theme}`)
}
