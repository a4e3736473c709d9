/** Two header sets are the same request's: the same names (case-insensitive) with the same values. */
export function sameHeaders (a: Record<string, string>, b: Record<string, string>): boolean {
  const norm = (h: Record<string, string>) => Object.entries(h).map(([k, v]) => `${k.toLowerCase()}:${v}`).sort().join('\n')
  return norm(a) === norm(b)
}
