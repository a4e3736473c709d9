// In-app paths of the shop screens.
const q = (v: string | number) => encodeURIComponent(String(v))

export const shopPaths = {
  home: (id: number) => `/pages/shop/index?id=${id}`,
  info: (id: number) => `/pages/shop/info?id=${id}`,
  goods: (shopId: number, o: { categoryId?: number, search?: string } = {}) =>
    `/pages/shop/product/list?shop_id=${shopId}${o.categoryId ? `&shop_category_id=${o.categoryId}` : ''}${o.search ? `&search=${q(o.search)}` : ''}`
}

/** A route parameter as text (encoded on weapp, decoded on H5). */
export function paramText (v: string | undefined | null): string {
  if (!v) return ''
  try { return decodeURIComponent(v) } catch { return v }
}
