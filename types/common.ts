import type { Money } from './envelope'

/** One module of a decorated page, as the server stores it (pixel values are doubled to rpx on the client). */
export interface PageModule {
  id: string
  /** banner | search | category | notice | goods | likes | image | title ... */
  type: string
  name: string
  style: Record<string, string | number>
  params: Record<string, unknown>
  data: Array<Record<string, unknown>>
}

export interface CategoryNode {
  id: number
  pid: number
  name: string
  image: string
  children?: CategoryNode[]
}

export interface GoodsCard {
  id: number
  title: string
  image: string
  price: Money
  bbt_price: Money
  market_price: Money
  sales: number
  shop_id: number
  shop_name: string
}

export interface AppConfig {
  name: string
  logo: string
  domain: string
  socket_url: string
  cdn_url: string
  version_name: string
  version_code: number
  chain_id: number
  /** ECONOMY §1 rates: ¥ per USDT (display only), USDT per BBC, USDT per point */
  rates: { usdt_cny: Money, bbc_usdt: Money, score_price: Money }
}

export interface InitData {
  modulesData: {
    homeModules: { page: Record<string, unknown>, item: PageModule[] }
    categoryModules: CategoryNode[]
    searchModules: string[]
  }
  appConfig: AppConfig
  appStyle: { main_color: string, background: string, tabbar_color: string, tabbar_selected: string }
  update: AppUpdate | null
}

export interface AppUpdate {
  version_name: string
  version_code: number
  content: string
  download_url: string
  enforce: boolean
}

export interface Advert {
  id: number
  module: 'open' | 'page' | 'category' | 'first' | 'other'
  category_id: number | null
  type: 'image' | 'banner' | 'video'
  title: string
  media: string
  url: string
}

export interface AdvertsData {
  data: {
    openAdverts: Advert | null
    pageAdverts: Advert[]
    categoryAdverts: Record<string, Advert[]>
    firstAdverts: Advert[]
    otherAdverts: Advert[]
  }
  version: string
  syspopup: { title: string, content: string, image: string, url: string } | null
}

export interface UploadResult { url: string, fullurl: string }

export interface WechatJsConfig {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
  jsApiList: string[]
}
