/** H5: the page URL (the invite code may be in the query or in the hash route's query). */
export function launchUrl (): string {
  return typeof window === 'undefined' ? '' : window.location.href
}
