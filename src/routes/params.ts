/** A route parameter as text: Taro passes them encoded on weapp and decoded on H5, so decode once, tolerantly. */
export function routeText (v: string | undefined | null): string {
  if (!v) return ''
  try { return decodeURIComponent(v) } catch { return v }
}
