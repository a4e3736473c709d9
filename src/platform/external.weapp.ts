import { copyText } from './clipboard'

// Mini program: outside pages cannot be opened (web-view needs a registered business domain), so
// the link is copied for the browser.
export const externalAction: 'open' | 'copy' = 'copy'

export async function openExternal (url: string): Promise<void> {
  await copyText(url)
}
