// Opening an http(s) link that is not an app page (an advert's external link). Neutral file for
// tsc; the build uses external.h5.ts or external.weapp.ts.

/** What the button does on this platform: open the page, or copy the link (mini program). */
export const externalAction: 'open' | 'copy' = 'open'

export async function openExternal (_url: string): Promise<void> {
  // platform files implement it
}
