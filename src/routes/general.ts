import type { RouteGroup } from './types'

// App-wide pages. The "page not found" page is in the main package: it is where an unknown route
// lands (app.tsx usePageNotFound, components/link navigate), so it must load whatever failed.
export const generalRoutes: RouteGroup = {
  main: ['pages/page/notfound'],
  sub: {}
}
