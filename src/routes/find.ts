import { main, sub, type Id } from './types'

// Discovery and live (issue 17). pages/find is in the main package: it is the Discover tab in the
// discover tab mode. The feed's other pages and the live room ship in the pages/apps subpackage.
export const findRoutes = {
  'pages/find': main<{ type?: 'find' | 'follow' | 'video' }>(),
  'pages/apps/find/details/details': sub<{ id: Id, afferent?: 'comments' }>('pages/apps'),
  'pages/apps/find/details/live': sub<{ id: Id }>('pages/apps'),
  'pages/shop/live/live': sub('pages/shop'),
  'pages/page/end_live': sub<{ id: Id }>('pages/page')
}
