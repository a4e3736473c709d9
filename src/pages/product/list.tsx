// /pages/product/list is the same screen as /pages/goodslist (spec §2 lists both routes).
export { default } from '../goodslist'
