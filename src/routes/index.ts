import type { RouteGroup } from './types'
import { accountRoutes } from './account'
import { catalogRoutes } from './catalog'
import { productRoutes } from './product'
import { checkoutRoutes } from './checkout'
import { orderRoutes } from './orders'
import { generalRoutes } from './general'

// Every non-tab page, by domain (STYLE.md: plain arrays per domain). app.config.ts turns the
// subpackage lists into weapp subPackages and flattens them into `pages` for H5.
const groups: RouteGroup[] = [accountRoutes, catalogRoutes, productRoutes, checkoutRoutes, orderRoutes, generalRoutes]

export const mainPages: string[] = groups.flatMap((g) => g.main)

export const subPackageLists: Record<string, string[]> = {}
for (const g of groups) {
  for (const [root, pages] of Object.entries(g.sub)) {
    subPackageLists[root] = [...(subPackageLists[root] ?? []), ...pages]
  }
}
