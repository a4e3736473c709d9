// Geometry of a page that draws its own top bar (navigationStyle: 'custom').
// H5 (and the neutral default): no status bar, no capsule button.
export interface NavInsets {
  /** px above the bar (device status bar) */
  statusBar: number
  /** px height of the bar row */
  barHeight: number
  /** px to keep free on the right (weapp capsule menu button) */
  capsuleRight: number
}

export function getNavInsets (): NavInsets {
  return { statusBar: 0, barHeight: 48, capsuleRight: 0 }
}
