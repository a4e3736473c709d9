// Copy text with the spec §8 messages ('copied successfully' / 'copy failed' / 'browser not
// supported'). Neutral file for tsc; the build uses clipboard.h5.ts or clipboard.weapp.ts.

/** Resolves true when the text is on the clipboard; the user has been told either way. */
export async function copyText (_text: string): Promise<boolean> {
  return false
}
