import { sub } from './types'

// App-wide pages: "page not found", where an unknown route lands (app.tsx usePageNotFound, and
// navigate.ts for a link from content to a page this build does not have). It shares the
// 'pages/page' subpackage with search and success: WeChat refuses a main-package page inside a
// subpackage's folder.
export const generalRoutes = {
  /** path: the route that was asked for */
  'pages/page/notfound': sub<{ path?: string }>('pages/page')
}
