// Scrolling the page back to its top when it opens. Neutral file for tsc; the build uses
// scroll.h5.ts or scroll.weapp.ts.

/** Puts the page that is opening at its top. */
export function scrollToTop (): void {}
