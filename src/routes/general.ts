import type { RouteGroup } from './types'

// App-wide pages: "page not found", where an unknown route lands (app.tsx usePageNotFound,
// components/link for links to pages that are not built). It shares the 'pages/page' subpackage
// with search and success: WeChat refuses a main-package page inside a subpackage's folder.
export const generalRoutes: RouteGroup = {
  main: [],
  sub: { 'pages/page': ['notfound'] }
}
