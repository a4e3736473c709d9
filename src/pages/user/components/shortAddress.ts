/** 0x1234…abcd */
export function shortAddress (address: string | null | undefined): string {
  const a = (address ?? '').trim()
  if (a.length <= 12) return a
  return `${a.slice(0, 6)}…${a.slice(-4)}`
}
