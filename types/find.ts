import type { GoodsCard } from './common'

// Discovery and live (issue 17): the wire shapes shared by the server and the client.

export type FindPostType = 'new' | 'video' | 'live'
export type FindPostState = 'examine' | 'normal' | 'rejected' | 'hidden' | 'deleted'
/** feed tabs: recommend (every shown post), follow (creators I follow), video, user (one creator's), likes (posts I liked) */
export type FindListType = 'find' | 'follow' | 'video' | 'user' | 'likes'

/** Limits of a post (checked by the server, shown by the publish page). */
export const FIND_LIMITS = {
  contentChars: 1000,
  images: 9,
  goods: 6,
  commentChars: 300,
  /** a picture (common/upload's cap), bytes */
  imageBytes: 2 * 1024 * 1024,
  /** a post's video file, bytes */
  videoBytes: 20 * 1024 * 1024
} as const

export interface FindAuthor {
  id: number
  nickname: string
  avatar: string
  /** set when the author posts as a shop */
  shop_id: number | null
  shop_name: string | null
}

export interface FindPost {
  id: number
  type: FindPostType
  /** plain text: render as text, never as HTML */
  content: string
  images: string[]
  video: string
  goods: GoodsCard[]
  live_id: number | null
  views: number
  likes: number
  comments: number
  state: FindPostState
  createtime: number
  user: FindAuthor
  is_like: boolean
  is_follow: boolean
  /** the caller wrote it (may delete it) */
  is_mine: boolean
}

export interface FindComment {
  id: number
  pid: number | null
  content: string
  createtime: number
  user: { id: number, nickname: string, avatar: string }
  is_mine: boolean
  /** replies to this comment (only on top-level comments) */
  reply: FindComment[]
}

export interface FindCreator {
  id: number
  nickname: string
  avatar: string
  bio: string
  posts: number
  /** likes received on their posts */
  praised: number
  follow: number
  fans: number
  is_follow: boolean
  is_me: boolean
}

export interface FindUserRow { id: number, nickname: string, avatar: string, is_follow: boolean }

/** live states: 0 created (waiting for the push), 1 live, 2 ended, 3 banned */
export const LIVE_STATE = { created: 0, live: 1, ended: 2, banned: 3 } as const
export type LiveState = typeof LIVE_STATE[keyof typeof LIVE_STATE]

export interface LiveSummary {
  id: number
  title: string
  image: string
  state: LiveState
  shop: { id: number, name: string, avatar: string }
  views: number
  likes: number
  /** viewers in the room now */
  online: number
  started_at: number | null
  ended_at: number | null
}

export interface LivePlay extends LiveSummary {
  goods: GoodsCard[]
  /** H5: the HLS playlist; null until the stream is configured */
  hls_url: string | null
  /** weapp live-player: the RTMP pull URL */
  rtmp_url: string | null
  is_like: boolean
}

/** What only the shop owner sees: where and with what key to push. */
export interface LivePush extends LiveSummary {
  goods: GoodsCard[]
  /** rtmp://host:port/app — OBS "server" */
  push_server: string | null
  /** stream name + key — OBS "stream key" */
  push_key: string
  /** the whole URL for live-pusher / ffmpeg */
  push_url: string | null
}

export interface LiveEnd {
  id: number
  title: string
  state: LiveState
  /** seconds between the push starting and ending */
  duration: number
  views: number
  likes: number
  /** pieces of the live's goods paid for while it was on */
  goods_sold: number
}

/** Live room socket messages (spec §7): `live` events, `say` chat lines. */
export type LiveSocketEvent =
  | { type: 'live', live_id: number, event: 'start' | 'end' | 'coming' | 'like' | 'update', online?: number, likes?: number, nickname?: string }
  | { type: 'say', live_id: number, id: string, user: { id: number, nickname: string, avatar: string }, message: string, createtime: number }
