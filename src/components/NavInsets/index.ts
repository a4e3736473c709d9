export { getNavInsets } from './insets'
export type { NavInsets } from './insets'
