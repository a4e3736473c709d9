// Sharing a page (spec §2 "Share", §8 copy messages). The neutral file declares the contract;
// Taro's build resolves `./share` to share.weapp.ts (WeChat's share menu and open-type="share"
// buttons) or share.h5.ts (JSSDK share data inside the WeChat browser, else copy the link).
// The button itself is components/ShareButton (index.weapp.tsx is the open-type button).

export interface ShareContent {
  title: string
  /** in-app path with its query, e.g. /pages/product/goods?id=1 */
  path: string
  imageUrl?: string
  desc?: string
}

/**
 * Declares what the current page shares. Call it unconditionally in the page component (it is a
 * hook on weapp); null while the content is not known yet.
 */
export function useShare (_content: ShareContent | null): void {}

/** A tap on a share button where the platform has no native one. Resolves when the user was told. */
export async function share (_content: ShareContent): Promise<void> {}

/** Whether a "share with friends" tap reaches a real share channel (weapp, WeChat's browser, navigator.share). */
export function canShareNatively (): boolean {
  return false
}

/** Whether a share sheet offers "copy link" (H5: the link opens in any browser; weapp: a path is no use). */
export function canCopyLink (): boolean {
  return false
}

/** The public URL of an in-app path (H5: this app's hash URL; weapp: the path). */
export function shareUrl (path: string): string {
  return path
}
