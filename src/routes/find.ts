import { main, sub, type Id } from './types'

// Discovery and live (issue 17). pages/find is in the main package: it is the Discover tab in the
// discover tab mode. The feed's other pages and the live room ship in the pages/apps subpackage.
export const findRoutes = {
  'pages/find': main<{ type?: 'find' | 'follow' | 'video' }>(),
  'pages/apps/find/details/details': sub<{ id: Id, afferent?: 'comments' }>('pages/apps'),
  'pages/apps/find/details/live': sub<{ id: Id }>('pages/apps'),
  'pages/apps/find/details/video': sub<{ id: Id }>('pages/apps'),
  'pages/apps/find/list': sub<{ type?: 'find' | 'video' | 'likes' }>('pages/apps'),
  /** a creator; without id, the signed-in user's own page */
  'pages/apps/find/user': sub<{ id?: Id }>('pages/apps'),
  'pages/apps/find/user/add': sub('pages/apps'),
  'pages/apps/find/user/follow': sub<{ id?: Id }>('pages/apps'),
  'pages/apps/find/user/fans': sub<{ id?: Id }>('pages/apps'),
  'pages/shop/live/live': sub('pages/shop'),
  'pages/page/end_live': sub<{ id: Id }>('pages/page')
}
