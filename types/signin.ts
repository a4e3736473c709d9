import type { UnixSeconds } from './envelope'

// Daily sign-in (issue 18, spec §2 signin/*; WanlShop signin/getSignin, dosign, rank): once per day
// in Asia/Shanghai time, points through the ledger by the day of the streak.

/** GET signin/getSignin?month=YYYY-MM */
export interface SigninState {
  /** today in Asia/Shanghai, YYYY-MM-DD */
  today: string
  signed_today: boolean
  /** the current streak (0 when yesterday and today were missed) */
  successions: number
  /** the best streak */
  maxsuccessions: number
  /** the month shown, YYYY-MM, and the days of it the caller signed in */
  month: string
  days: string[]
  /** points for day 1…7 of a streak; day 7 and later earn the last */
  rewards: number[]
  /** what signing in today earns */
  next_reward: number
}

/** POST signin/dosign */
export interface SigninResult { day: string, successions: number, score: number }

export interface SigninLogItem { id: number, day: string, successions: number, score: number, created_at: UnixSeconds }

export interface SigninRankItem { rank: number, user_id: number, nickname: string, avatar: string, maxsuccessions: number, days: number }
