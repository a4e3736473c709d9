import { sub } from './types'

// Account pages (settings).
export const accountRoutes = {
  'pages/user/setting/setting': sub('pages/user')
}
