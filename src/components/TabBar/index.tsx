// weapp (and the neutral default): WeChat draws the native tab bar from app.config (tabBar.custom
// is false there), so there is nothing to render. H5: index.h5.tsx.
export function TabBar (): null {
  return null
}
