import { sub, type Id } from './types'

// Product detail, comments, shops, favourites, followed stores and footprints (browsing issue).
export const productRoutes = {
  'pages/product/goods': sub<{ id: Id }>('pages/product'),
  'pages/product/comment': sub<{ id: Id, tag?: string }>('pages/product'),
  'pages/shop/index': sub<{ id: Id }>('pages/shop'),
  'pages/shop/info': sub<{ id: Id }>('pages/shop'),
  'pages/shop/product/list': sub<{ shop_id: Id, shop_category_id?: Id, search?: string }>('pages/shop'),
  'pages/user/collect': sub('pages/user'),
  'pages/user/follow': sub('pages/user'),
  'pages/user/footprint': sub('pages/user')
}
