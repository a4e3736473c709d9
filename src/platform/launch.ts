// The URL (or an equivalent query string) the app was opened with, for the invite code.
// Neutral file for tsc; the build uses launch.h5.ts / launch.weapp.ts.
export function launchUrl (): string {
  return ''
}
