import Taro from '@tarojs/taro'
import type { SessionPayload, UserInfo } from '../../../types/user'
import type { LoginOutcome, LoginPlatform, LoginRequest, WalletEvents } from '@/platform/login'
import type { UpdatePlatform } from '@/platform/update'
import type { SocketTaskLike } from '@/stores/chat'

// Test doubles shared by the store tests: an API router over Taro.request, a fake socket, a
// fake login platform.

export const ADDRESS_A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const ADDRESS_B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

export function user (over: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1, username: 'u1', nickname: 'Alice', mobile: '', avatar: '', level: 1, gender: 0, email: '', birthday: null, bio: '',
    invite_code: 'ME1', invite_link: '', invite_user_id: null, wallet_address: ADDRESS_A,
    money: '0', score: '12.5', bbc: '3.25', bbt: '100', usdt_amount: '45.10', voucher: '0',
    grade: 0, agent_level: 0, successions: 0, maxsuccessions: 0, prevtime: null, logintime: null, jointime: 1700000000,
    is_merchant_open: false, set_paypwd: false, token: 'tok-a',
    ...over
  }
}

export function payload (over: Partial<UserInfo> = {}, notice = { order: 1, notice: 2, chat: 3 }): SessionPayload {
  return {
    userinfo: user(over),
    statistics: {
      order: { whole: 5, groups: 0, pay: 2, delive: 1, receiving: 0, evaluate: 120, customer: 0 },
      dynamic: { collection: 4, concern: 1, footprint: 9, coupon: 2, accountbank: 0 },
      notice,
      logistics: []
    }
  }
}

export type Route = (req: { url: string, method: string, data: Record<string, unknown>, header: Record<string, string> }) =>
  { status?: number, code?: number, msg?: string, data?: unknown } | Promise<{ status?: number, code?: number, msg?: string, data?: unknown }>

/** Mocks Taro.request by path suffix. Unrouted calls fail the test loudly. */
export function routeApi (routes: Record<string, Route | { status?: number, code?: number, msg?: string, data?: unknown }>): jest.SpyInstance {
  return jest.spyOn(Taro, 'request').mockImplementation(((req: { url: string, method: string, data: Record<string, unknown>, header: Record<string, string> }) => {
    const path = req.url.replace(/^.*\/api/, '')
    const r = routes[path]
    if (!r) return Promise.reject(new Error(`unrouted ${req.method} ${path}`))
    return Promise.resolve(typeof r === 'function' ? r(req) : r).then((x) => ({
      statusCode: x.status ?? (x.code === 401 ? 401 : 200),
      data: { code: x.code ?? 1, msg: x.msg ?? 'ok', time: 0, data: x.data ?? null },
      header: {},
      errMsg: 'request:ok'
    }))
  }) as never)
}

export function calls (spy: jest.SpyInstance, path: string): Array<{ url: string, method: string, data: Record<string, unknown>, header: Record<string, string> }> {
  return spy.mock.calls.map((c) => c[0]).filter((r) => r.url.endsWith(`/api${path}`))
}

export class FakeSocket implements SocketTaskLike {
  sent: unknown[] = []
  closed = false
  private h: Record<string, (res: any) => void> = {}  
  onOpen (cb: (res: unknown) => void): void { this.h.open = cb }
  onMessage (cb: (res: { data: unknown }) => void): void { this.h.message = cb }
  onClose (cb: (res: unknown) => void): void { this.h.close = cb }
  onError (cb: (res: unknown) => void): void { this.h.error = cb }
  send ({ data }: { data: string }): void { this.sent.push(JSON.parse(data)) }
  close (): void {
    this.closed = true
    this.h.close?.({ code: 1000 })
  }

  // server side
  open (): void { this.h.open?.({}) }
  push (msg: unknown): void { this.h.message?.({ data: JSON.stringify(msg) }) }
  drop (): void { this.h.close?.({ code: 1006 }) }
}

/** Every Taro.connectSocket call gets a new FakeSocket, kept in `sockets`. */
export function fakeSockets (): { sockets: FakeSocket[], spy: jest.SpyInstance } {
  const sockets: FakeSocket[] = []
  const spy = jest.spyOn(Taro, 'connectSocket').mockImplementation((() => {
    const s = new FakeSocket()
    sockets.push(s)
    return Promise.resolve(s)
  }) as never)
  return { sockets, spy }
}

export class FakeLogin implements LoginPlatform {
  kind: 'wallet' | 'wechat' = 'wallet'
  account: string | null = ADDRESS_A
  outcome: () => LoginOutcome | Promise<LoginOutcome> = () => ({ status: 'ok', payload: payload(), address: ADDRESS_A })
  requests: LoginRequest[] = []
  events: WalletEvents | null = null
  login = jest.fn(async (req: LoginRequest) => {
    this.requests.push(req)
    return this.outcome()
  })

  currentAccount = jest.fn(async () => this.account)
  watch = (events: WalletEvents): (() => void) => {
    this.events = events
    return () => { this.events = null }
  }
}

export function fakeUpdate (kind: 'native' | 'link' = 'link'): UpdatePlatform & { opened: string[], applied: number, handlers: Parameters<UpdatePlatform['watchNative']>[0] | null } {
  const f = {
    kind,
    opened: [] as string[],
    applied: 0,
    handlers: null as Parameters<UpdatePlatform['watchNative']>[0] | null,
    watchNative (h: Parameters<UpdatePlatform['watchNative']>[0]) { f.handlers = h },
    applyNative () { f.applied++ },
    openLink (url: string) { f.opened.push(url) }
  }
  return f
}

export function flush (): Promise<void> {
  return new Promise((r) => setTimeout(r, 0))
}
