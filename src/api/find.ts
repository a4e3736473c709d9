import type { Paginated } from '../../types/envelope'
import type { GoodsCard } from '../../types/common'
import type { FindComment, FindCreator, FindListType, FindPost, FindUserRow, LiveEnd, LivePlay, LivePush, LiveSummary } from '../../types/find'
import type { UploadResult } from '../../types/common'
import { defineApi, GET, POST } from './define'
import { upload } from './request'
import { UPLOAD_PATH } from './upload'

// Discovery and live (types/find.ts). Reading the feed needs no login; the live room does (spec §6).
export const findApi = defineApi({
  list: GET<{ type: FindListType, page: number, user_id?: number, shop_id?: number }, Paginated<FindPost>>('/wanlshop/find/find/getList', { auth: false }),
  details: GET<{ id: number }, FindPost>('/wanlshop/find/find/getDetails', { auth: false, toast: false }),
  publish: POST<{ content: string, images: string[], video: string, goods_ids: number[] }, { id: number, state: string }>('/wanlshop/find/find/addData', { toast: false }),
  remove: POST<{ id: number }, { id: number }>('/wanlshop/find/find/delData'),
  like: POST<{ id: number, like: boolean }, { like: boolean, likes: number }>('/wanlshop/find/find/like'),
  comments: GET<{ id: number, page: number }, Paginated<FindComment>>('/wanlshop/find/comments/getList', { auth: false }),
  comment: POST<{ find_id: number, content: string, pid?: number }, { id: number }>('/wanlshop/find/comments/addData', { toast: false }),
  removeComment: POST<{ id: number }, { id: number }>('/wanlshop/find/comments/delData'),
  creator: GET<{ id: number }, FindCreator>('/wanlshop/find/user/userInfo', { auth: false, toast: false }),
  people: GET<{ id: number, type: 'follow' | 'fans', page: number }, Paginated<FindUserRow>>('/wanlshop/find/user/getList', { auth: false }),
  follow: POST<{ id: number, follow: boolean }, { follow: boolean }>('/wanlshop/find/user/setFollow'),
  linkable: GET<{ page: number }, Paginated<GoodsCard>>('/wanlshop/find/user/goods')
})

export const liveApi = defineApi({
  mine: GET<void, { shop: number | null, configured: boolean, live: LivePush | null }>('/wanlshop/live/getIsLive'),
  start: POST<{ title: string, image: string, goods_ids: number[] }, LivePush>('/wanlshop/live/startLive', { toast: false }),
  play: GET<{ id: number }, LivePlay>('/wanlshop/live/play', { toast: false }),
  leave: POST<{ id: number }, null>('/wanlshop/live/unload', { toast: false }),
  say: POST<{ id: number, message: string }, { id: string }>('/wanlshop/live/send', { toast: false }),
  like: POST<{ id: number }, { likes: number }>('/wanlshop/live/like', { toast: false }),
  end: POST<{ id: number }, LiveEnd>('/wanlshop/live/endLive'),
  summary: GET<{ id: number }, LiveEnd>('/wanlshop/live/getEnd', { auth: false, toast: false }),
  onAir: GET<void, LiveSummary[]>('/wanlshop/live/getList', { auth: false })
})

/** A post's files: pictures through common/upload, a video through find's own upload (20 MB, video only). */
export const findUpload = {
  image: (filePath: string, onProgress: (percent: number) => void): Promise<UploadResult> =>
    upload<UploadResult>({ url: UPLOAD_PATH, filePath, successToast: false, onProgress }),
  video: (filePath: string, onProgress: (percent: number) => void): Promise<UploadResult> =>
    upload<UploadResult>({ url: '/wanlshop/find/upload/video', filePath, successToast: false, onProgress })
}
