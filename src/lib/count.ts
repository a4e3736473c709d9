import { currentLang, type Lang } from '../i18n'

// Count display (spec §9): badges cap at 99+, large counts shorten. Chinese readers get k
// (thousands) and w (万, ten-thousands), as the spec has it; English has no 万, so English readers
// get k, M and B (thousands, millions, billions). Shortening truncates so 9,999 reads 9.9k, never a
// rounded-up 10.0k.

/** Badge text: '' for none, the number up to 99, then '99+'. */
export function badge (n: number | null | undefined): string {
  const v = Math.floor(Number(n) || 0)
  if (v <= 0) return ''
  return v > 99 ? '99+' : String(v)
}

function oneDecimal (n: number, unit: number): string {
  // integer maths: 1,250 / 1000 → 12 tenths → "1.2"
  const tenths = Math.floor((n * 10) / unit)
  const s = (tenths / 10).toFixed(1)
  return s.endsWith('.0') ? s.slice(0, -2) : s
}

/**
 * zh: 999 → '999', 1000 → '1k', 1250 → '1.2k', 10000 → '1w', 123456 → '12.3w'.
 * en: 999 → '999', 1250 → '1.2k', 123456 → '123.4k', 2500000 → '2.5M', 3e9 → '3B'.
 * The language defaults to the app's current one (an observer re-renders when it changes).
 */
export function compactCount (n: number | null | undefined, lang: Lang = currentLang()): string {
  const v = Math.floor(Number(n) || 0)
  if (v < 1000) return String(v)
  if (lang === 'en') {
    if (v < 1e6) return `${oneDecimal(v, 1e3)}k`
    if (v < 1e9) return `${oneDecimal(v, 1e6)}M`
    return `${oneDecimal(v, 1e9)}B`
  }
  if (v < 10000) return `${oneDecimal(v, 1000)}k`
  return `${oneDecimal(v, 10000)}w`
}
