// Phone numbers in lists are masked (138****5678); only the address form shows the whole number.
// The middle goes, so a glance over someone's shoulder or a screenshot does not give it away, while
// the owner still recognises which number it is.

/** "13812345678" → "138****5678"; shorter numbers keep fewer digits; empty stays empty. */
export function maskMobile (mobile: string): string {
  const s = mobile.trim()
  if (s === '') return ''
  if (s.length >= 11) return `${s.slice(0, 3)}****${s.slice(-4)}`
  if (s.length >= 7) return `${s.slice(0, 2)}****${s.slice(-2)}`
  return `${s.slice(0, 1)}****`
}
