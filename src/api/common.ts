import type { AdvertsData, InitData } from '../../types/common'
import { defineApi, GET } from './define'

// /wanlshop/common/* — app configuration, decorated pages, adverts (public).
export const commonApi = defineApi({
  /** modules (home/category/search), appConfig, appStyle, update; `version` = APP_VERSION_CODE */
  init: GET<{ version: number }, InitData>('/wanlshop/common/init', { auth: false }),
  adverts: GET<{ version: number }, AdvertsData>('/wanlshop/common/adverts', { auth: false })
})
