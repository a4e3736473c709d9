// H5: the browser opens the link in place.
export const externalAction: 'open' | 'copy' = 'open'

export async function openExternal (url: string): Promise<void> {
  if (/^https?:\/\//i.test(url)) window.location.href = url
}
