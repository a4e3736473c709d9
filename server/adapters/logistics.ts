import type { UnixSeconds } from '../../types/envelope'

// Parcel tracking behind one adapter (a kuaidi100-style service in production). The 'demo'
// implementation derives plausible traces from the time since shipping, so the logistics screen
// shows a parcel moving without any outside service.

export interface Carrier { code: string, name: string, tel: string }

export interface TrackRequest {
  carrier: string
  number: string
  shippedAt: UnixSeconds
  /** the shop's city and the receiver's city, for the demo texts */
  from: string
  to: string
  now: UnixSeconds
}

export interface Trace { time: UnixSeconds, context: string }

export interface LogisticsAdapter {
  readonly carriers: Carrier[]
  carrier: (codeOrName: string) => Carrier | null
  /** newest first */
  track: (req: TrackRequest) => Promise<Trace[]>
}

export const CARRIERS: Carrier[] = [
  { code: 'shunfeng', name: '顺丰速运', tel: '95338' },
  { code: 'zhongtong', name: '中通快递', tel: '95311' },
  { code: 'yuantong', name: '圆通速递', tel: '95554' },
  { code: 'shentong', name: '申通快递', tel: '95543' },
  { code: 'yunda', name: '韵达快递', tel: '95546' },
  { code: 'jd', name: '京东物流', tel: '950616' },
  { code: 'ems', name: '中国邮政EMS', tel: '11183' },
  { code: 'jtexpress', name: '极兔速递', tel: '956025' },
  { code: 'debangkuaidi', name: '德邦快递', tel: '95353' }
]

const HOUR = 3600

/** hours after shipping → what happened */
const STAGES: Array<[number, (r: TrackRequest) => string]> = [
  [0, () => '商家已发货，包裹等待揽收'],
  [2, (r) => `【${r.from}】快递员已揽收`],
  [6, (r) => `包裹已到达【${r.from}转运中心】`],
  [9, (r) => `包裹已从【${r.from}转运中心】发出，下一站【${r.to}转运中心】`],
  [30, (r) => `包裹已到达【${r.to}转运中心】`],
  [38, (r) => `包裹已到达【${r.to}】派送网点`],
  [44, () => '快递员正在派送中，请保持电话畅通'],
  [50, () => '包裹已签收，签收人：本人。感谢使用，期待再次为您服务']
]

export function demoLogistics (): LogisticsAdapter {
  return {
    carriers: CARRIERS,
    carrier: (v) => CARRIERS.find((c) => c.code === v || c.name === v) ?? null,
    track: async (r) => {
      const from = r.from === '' ? '发货地' : r.from
      const to = r.to === '' ? '目的地' : r.to
      const req = { ...r, from, to }
      const out: Trace[] = []
      for (const [hours, text] of STAGES) {
        const time = r.shippedAt + hours * HOUR
        if (time > r.now) break
        out.push({ time, context: text(req) })
      }
      return out.reverse()
    }
  }
}
