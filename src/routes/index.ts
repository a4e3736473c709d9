import type { RouteDef } from './types'
import { tabRoutes } from './tabs'
import { accountRoutes } from './account'
import { catalogRoutes } from './catalog'
import { productRoutes } from './product'
import { checkoutRoutes } from './checkout'
import { orderRoutes } from './orders'
import { generalRoutes } from './general'
import { noticeRoutes } from './notice'
import { walletRoutes } from './wallet'
import { aftersalesRoutes } from './aftersales'
import { agentsRoutes } from './agents'
import { findRoutes } from './find'
import { economyRoutes } from './economy'
import { marketingRoutes } from './marketing'
import { merchantRoutes } from './merchant'
import { groupsRoutes } from './groups'

// The route table: every page of the app, by domain (STYLE.md: plain lists per domain), with the
// parameters it takes. app.config.ts turns it into `pages` + weapp subPackages (flattened for H5);
// navigate.ts opens only its routes. A page that is not here cannot be linked to (a type error),
// and test/unit/routes.test.ts checks that every route has its page file.
// Keep this file free of runtime imports: the config loader bundles it with esbuild in Node.
export const ROUTES = {
  ...tabRoutes,
  ...accountRoutes,
  ...catalogRoutes,
  ...productRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
  ...generalRoutes,
  ...noticeRoutes,
  ...walletRoutes,
  ...aftersalesRoutes,
  ...agentsRoutes,
  ...findRoutes,
  ...economyRoutes,
  ...marketingRoutes,
  ...merchantRoutes,
  ...groupsRoutes
}

export type RoutePath = keyof typeof ROUTES
/** The parameters of a route. */
export type RouteParams<P extends RoutePath> = NonNullable<typeof ROUTES[P]['params']>

const table: Record<string, RouteDef> = ROUTES

export function isRoute (path: string): path is RoutePath {
  return Object.prototype.hasOwnProperty.call(table, path)
}

/** Main-package pages, in table order. */
export const mainPages: string[] = Object.keys(table).filter((p) => table[p].pkg === '')

/** Subpackage root → its pages, relative to the root. */
export const subPackageLists: Record<string, string[]> = {}
for (const [path, def] of Object.entries(table)) {
  if (def.pkg === '') continue
  if (!path.startsWith(`${def.pkg}/`)) throw new Error(`route ${path} is not inside its subpackage ${def.pkg}`)
  ;(subPackageLists[def.pkg] ??= []).push(path.slice(def.pkg.length + 1))
}
