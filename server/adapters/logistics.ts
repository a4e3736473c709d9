import type { UnixSeconds } from '../../types/envelope'
import type { Lang } from '../lib/i18n'

// Parcel tracking behind one adapter (a kuaidi100-style service in production). The 'demo'
// implementation derives plausible traces from the time since shipping, so the logistics screen
// shows a parcel moving without any outside service. Carrier names and demo traces come in the
// caller's language (a real service answers in Chinese; its traces would be passed through).

export interface Carrier { code: string, name: string, nameEn: string, tel: string }

/** The carrier's name in the reader's language. */
export function carrierName (c: Carrier, lang: Lang): string {
  return lang === 'en' ? c.nameEn : c.name
}

export interface TrackRequest {
  carrier: string
  number: string
  shippedAt: UnixSeconds
  /** the shop's city and the receiver's city, for the demo texts */
  from: string
  to: string
  now: UnixSeconds
  lang: Lang
}

export interface Trace { time: UnixSeconds, context: string }

export interface LogisticsAdapter {
  readonly carriers: Carrier[]
  carrier: (codeOrName: string) => Carrier | null
  /** newest first */
  track: (req: TrackRequest) => Promise<Trace[]>
}

export const CARRIERS: Carrier[] = [
  { code: 'shunfeng', name: '顺丰速运', nameEn: 'SF Express', tel: '95338' },
  { code: 'zhongtong', name: '中通快递', nameEn: 'ZTO Express', tel: '95311' },
  { code: 'yuantong', name: '圆通速递', nameEn: 'YTO Express', tel: '95554' },
  { code: 'shentong', name: '申通快递', nameEn: 'STO Express', tel: '95543' },
  { code: 'yunda', name: '韵达快递', nameEn: 'Yunda Express', tel: '95546' },
  { code: 'jd', name: '京东物流', nameEn: 'JD Logistics', tel: '950616' },
  { code: 'ems', name: '中国邮政EMS', nameEn: 'China Post EMS', tel: '11183' },
  { code: 'jtexpress', name: '极兔速递', nameEn: 'J&T Express', tel: '956025' },
  { code: 'debangkuaidi', name: '德邦快递', nameEn: 'Deppon Express', tel: '95353' }
]

const HOUR = 3600

/** hours after shipping → what happened, in Chinese and English */
const STAGES: Array<[number, (r: TrackRequest) => string, (r: TrackRequest) => string]> = [
  [0, () => '商家已发货，包裹等待揽收', () => 'Shipped by the seller, waiting for pick-up'],
  [2, (r) => `【${r.from}】快递员已揽收`, (r) => `Picked up by the courier in ${r.from}`],
  [6, (r) => `包裹已到达【${r.from}转运中心】`, (r) => `Arrived at the ${r.from} sorting centre`],
  [9, (r) => `包裹已从【${r.from}转运中心】发出，下一站【${r.to}转运中心】`, (r) => `Left the ${r.from} sorting centre for the ${r.to} sorting centre`],
  [30, (r) => `包裹已到达【${r.to}转运中心】`, (r) => `Arrived at the ${r.to} sorting centre`],
  [38, (r) => `包裹已到达【${r.to}】派送网点`, (r) => `Arrived at the ${r.to} delivery station`],
  [44, () => '快递员正在派送中，请保持电话畅通', () => 'Out for delivery: please keep your phone at hand'],
  [50, () => '包裹已签收，签收人：本人。感谢使用，期待再次为您服务', () => 'Delivered and signed for by the recipient. Thank you!']
]

export function demoLogistics (): LogisticsAdapter {
  return {
    carriers: CARRIERS,
    carrier: (v) => CARRIERS.find((c) => c.code === v || c.name === v) ?? null,
    track: async (r) => {
      const en = r.lang === 'en'
      const from = r.from === '' ? (en ? 'origin' : '发货地') : r.from
      const to = r.to === '' ? (en ? 'destination' : '目的地') : r.to
      const req = { ...r, from, to }
      const out: Trace[] = []
      for (const [hours, zh, english] of STAGES) {
        const time = r.shippedAt + hours * HOUR
        if (time > r.now) break
        out.push({ time, context: (en ? english : zh)(req) })
      }
      return out.reverse()
    }
  }
}
