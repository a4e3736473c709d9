// H5: pages share the document's scroll, and a page that replaced a form keeps the offset the
// browser scrolled to for a focused input (the cashier's password boxes: 45 px, which hid the top
// of the success card under the navigation bar).

export function scrollToTop (): void {
  if (typeof window !== 'undefined') window.scrollTo(0, 0)
}
