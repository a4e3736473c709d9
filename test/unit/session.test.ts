import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root'
import { decideResume, type ResumeInput, TOKEN_RECHECK_MS } from '@/stores/session'
import { chatHistory, storage } from '@/lib/storage'
import { resetSessionBridge } from '@/api/bridge'
import { request } from '@/api/request'
import { setCurrentLang } from '@/i18n'
import { ADDRESS_A, ADDRESS_B, calls, fakeSockets, FakeLogin, fakeUpdate, flush, payload, routeApi, user } from './helpers/fakes'

let api: jest.SpyInstance
let modal: jest.SpyInstance
let root: RootStore
let login: FakeLogin
let sockets: ReturnType<typeof fakeSockets>

const INIT = { modulesData: { homeModules: { page: {}, item: [] }, categoryModules: [], searchModules: [] }, appConfig: { name: 'BBMall' }, appStyle: {}, update: null }
const ADVERTS = { data: { openAdverts: null, pageAdverts: [], categoryAdverts: {}, firstAdverts: [], otherAdverts: [] }, version: '1', syspopup: null }

function baseRoutes (extra: Parameters<typeof routeApi>[0] = {}): Parameters<typeof routeApi>[0] {
  return {
    '/wanlshop/common/init': { data: INIT },
    '/wanlshop/common/adverts': { data: ADVERTS },
    '/wanlshop/token/check': { data: { token: 'tok-a', expires_in: 3600 } },
    '/wanlshop/user/refresh': (req) => ({
      data: req.header.token === 'tok-b'
        ? payload({ id: 2, token: 'tok-b', wallet_address: ADDRESS_B, nickname: 'Bob (fresh)' })
        : payload({ nickname: 'Alice (fresh)' })
    }),
    '/wanlshop/user/logout': { data: null },
    '/wanlshop/chat/shake': { data: null },
    '/wanlshop/chat/lists': { data: [] },
    ...extra
  }
}

function newRoot (): RootStore {
  login = new FakeLogin()
  root = new RootStore({ login, update: fakeUpdate() })
  return root
}

beforeEach(() => {
  localStorage.clear()
  sockets = fakeSockets()
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: '' } as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  root?.dispose()
  jest.restoreAllMocks()
  resetSessionBridge()
  setCurrentLang('zh')
})

describe('start-up token check (spec §4 Session)', () => {
  it('ok: merges the stored user, is logged in, loads config and ads', async () => {
    storage.set('user', { ...user({ nickname: 'Stored' }), pushs: false, voice: true, shock: true })
    storage.set('statistics', payload().statistics)
    api = routeApi(baseRoutes())
    newRoot()
    await root.start()
    expect(root.session.isLogin).toBe(true)
    expect(root.session.user?.token).toBe('tok-a')
    expect(root.session.prefs.pushs).toBe(false) // stored preference kept
    expect(calls(api, '/wanlshop/token/check')[0].header.token).toBe('tok-a')
    expect(root.app.config?.name).toBe('BBMall')
    expect(calls(api, '/wanlshop/common/adverts')).toHaveLength(1)
    expect(root.statistics.order.evaluate).toBe(120)
    expect(root.statistics.orderBadges.evaluate).toBe('99+')
    await flush()
    // the background refresh brought fresh data
    expect(root.session.user?.nickname).toBe('Alice (fresh)')
    expect(login.login).not.toHaveBeenCalled()
  })

  it('not ok: clears user and statistics and removes the stored user, without starting a login', async () => {
    storage.set('user', user())
    storage.set('statistics', payload().statistics)
    api = routeApi(baseRoutes({ '/wanlshop/token/check': { status: 401, code: 401, msg: 'Token expired' } }))
    newRoot()
    await root.start()
    expect(root.session.isLogin).toBe(false)
    expect(root.session.user).toBeNull()
    expect(storage.get('user')).toBeNull()
    expect(storage.get('statistics')).toBeNull()
    expect(root.statistics.order.pay).toBe(0)
    expect(root.statistics.noticeTotal).toBe(0)
    expect(login.login).not.toHaveBeenCalled()
    // config and adverts load for visitors too
    expect(root.app.config?.name).toBe('BBMall')
  })

  it('server unreachable: keeps the stored session', async () => {
    storage.set('user', user())
    api = routeApi(baseRoutes({ '/wanlshop/token/check': { status: 502, code: 0 } }))
    newRoot()
    await root.start()
    expect(root.session.isLogin).toBe(true)
    expect(storage.get('user')?.token).toBe('tok-a')
  })

  it('no stored user: no check at all', async () => {
    api = routeApi(baseRoutes())
    newRoot()
    await root.start()
    expect(calls(api, '/wanlshop/token/check')).toHaveLength(0)
    expect(root.session.isLogin).toBe(false)
  })

  it('reads the invite code from the launch URL and keeps it', async () => {
    window.history.replaceState(null, '', '/?invite_code=FRIEND9#/pages/index')
    api = routeApi(baseRoutes())
    newRoot()
    // jest resolves platform/launch to the neutral file; the H5 file reads location.href
    const launch = await import('@/platform/launch.h5')
    expect(launch.launchUrl()).toContain('invite_code=FRIEND9')
    jest.spyOn(await import('@/platform/launch'), 'launchUrl').mockReturnValue(launch.launchUrl())
    root.session.restore()
    expect(root.session.inviteCode).toBe('FRIEND9')
    expect(storage.get('inviteCode')).toBe('FRIEND9')
    window.history.replaceState(null, '', '/')
  })
})

describe('login', () => {
  it('on success sets and persists the user, refreshes, turns preferences on, binds chat', async () => {
    api = routeApi(baseRoutes())
    newRoot()
    root.session.setPrefs({ pushs: false })
    root.chat.clientId = 'client-9'
    root.chat.clientSecret = 'secret-9'
    root.session.inviteCode = 'INV'
    await expect(root.session.login()).resolves.toBe(true)
    expect(login.requests[0]).toEqual({ inviteCode: 'INV', clientId: 'client-9', clientSecret: 'secret-9', interactive: true })
    expect(root.session.isLogin).toBe(true)
    expect(root.session.walletAddress).toBe(ADDRESS_A)
    expect(root.session.prefs).toEqual({ pushs: true, voice: true, shock: true })
    expect(storage.get('user')).toMatchObject({ token: 'tok-a', pushs: true })
    expect(storage.get('walletAddress')).toBe(ADDRESS_A)
    expect(calls(api, '/wanlshop/user/refresh')).toHaveLength(1)
    expect(root.session.user?.nickname).toBe('Alice (fresh)')
    expect(calls(api, '/wanlshop/chat/shake')[0].data).toEqual({ client_id: 'client-9', client_secret: 'secret-9' })
    expect(root.session.balances).toEqual({ usdt: '45.10', bbc: '3.25', bbt: '100', score: '12.5' })
    expect(root.session.loggingIn).toBe(false)
  })

  it('is single-flight', async () => {
    api = routeApi(baseRoutes())
    newRoot()
    const [a, b] = await Promise.all([root.session.login(), root.session.login()])
    expect([a, b]).toEqual([true, true])
    expect(login.login).toHaveBeenCalledTimes(1)
  })

  it('a refusal stops automatic attempts', async () => {
    api = routeApi(baseRoutes())
    newRoot()
    login.outcome = () => ({ status: 'cancelled' })
    await expect(root.session.login()).resolves.toBe(false)
    expect(root.session.isLogin).toBe(false)
    expect(root.session.autoLogin).toBe(false)
  })

  it('a 401 from any authed request runs the session login once, then the request succeeds', async () => {
    let n = 0
    api = routeApi(baseRoutes({
      '/wanlshop/order/list': () => (n++ === 0 ? { status: 401, code: 401, msg: 'Please log in' } : { data: ['order'] })
    }))
    newRoot()
    await expect(request({ url: '/wanlshop/order/list' })).resolves.toEqual(['order'])
    expect(login.login).toHaveBeenCalledTimes(1)
    expect(login.requests[0].interactive).toBe(true)
    expect(calls(api, '/wanlshop/order/list')[1].header.token).toBe('tok-a')
  })
})

describe('logout and kick-out', () => {
  async function loggedIn (): Promise<void> {
    storage.set('user', user())
    api = routeApi(baseRoutes())
    newRoot()
    await root.start()
    sockets.sockets[0].open()
    expect(root.chat.status).toBe('online')
  }

  it('logout clears every user field, zeroes statistics, removes storage and the kept chat messages, closes the socket, tells the server', async () => {
    await loggedIn()
    const msg = { id: 1, conversation_id: 7, from_id: 1, to_id: 2, type: 'text', content: 'hello', createtime: 1 }
    chatHistory.save(7, [msg] as unknown as Parameters<typeof chatHistory.save>[1])
    chatHistory.save(8, [msg] as unknown as Parameters<typeof chatHistory.save>[1])
    storage.set('lang', 'en')
    await root.session.logout()
    expect(chatHistory.load(7)).toEqual([])
    expect(chatHistory.load(8)).toEqual([])
    expect(storage.get('lang')).toBe('en') // the device's settings stay
    expect(root.session.user).toBeNull()
    expect(root.session.isLogin).toBe(false)
    expect(root.session.walletAddress).toBe('')
    expect(root.statistics.snapshot).toEqual({
      order: { whole: 0, groups: 0, pay: 0, delive: 0, receiving: 0, evaluate: 0, customer: 0 },
      dynamic: { collection: 0, concern: 0, footprint: 0, coupon: 0, accountbank: 0 },
      notice: { order: 0, notice: 0, chat: 0 },
      logistics: []
    })
    expect(storage.get('user')).toBeNull()
    expect(storage.get('statistics')).toBeNull()
    expect(root.chat.status).toBe('offline')
    expect(sockets.sockets[0].closed).toBe(true)
    const out = calls(api, '/wanlshop/user/logout')
    expect(out).toHaveLength(1)
    expect(out[0].header.token).toBe('tok-a') // sent with the old token
  })

  it('a refresh answer arriving after logout does not bring the user back', async () => {
    storage.set('user', user())
    let answer!: (v: { data: unknown }) => void
    api = routeApi(baseRoutes({ '/wanlshop/user/refresh': () => new Promise((resolve) => { answer = resolve }) }))
    newRoot()
    await root.start()
    await flush()
    await root.session.logout()
    answer({ data: payload() })
    await flush()
    expect(root.session.user).toBeNull()
    expect(storage.get('user')).toBeNull()
  })

  it('kick-out shows a modal titled "hint" with the server message, then logs out', async () => {
    await loggedIn()
    setCurrentLang('en')
    let loggedInWhileModal: boolean | null = null
    modal.mockImplementation(() => {
      loggedInWhileModal = root.session.isLogin
      return Promise.resolve({ confirm: true, cancel: false, errMsg: '' })
    })
    await root.session.kickOut('Your account logged in on another device')
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Hint', content: 'Your account logged in on another device', showCancel: false }))
    expect(loggedInWhileModal).toBe(true)
    expect(root.session.isLogin).toBe(false)
    expect(storage.get('user')).toBeNull()
    // and no automatic re-login ping-pong on the next show
    expect(root.session.autoLogin).toBe(false)
  })
})

describe('resume on show (no signature while nothing changed)', () => {
  const base: ResumeInput = { hasUser: true, sessionAddress: ADDRESS_A, walletAccount: ADDRESS_A, tokenValid: true, autoLogin: true, walletKind: 'wallet' }

  it('decides', () => {
    expect(decideResume(base)).toBe('resume')
    expect(decideResume({ ...base, walletAccount: ADDRESS_A.toLowerCase() })).toBe('resume')
    expect(decideResume({ ...base, walletAccount: null })).toBe('resume') // locked wallet: the token still authenticates
    expect(decideResume({ ...base, tokenValid: null })).toBe('resume') // server unreachable
    expect(decideResume({ ...base, walletAccount: ADDRESS_B })).toBe('switch')
    expect(decideResume({ ...base, walletAccount: ADDRESS_B, tokenValid: false })).toBe('switch')
    expect(decideResume({ ...base, tokenValid: false })).toBe('relogin')
    expect(decideResume({ ...base, hasUser: false })).toBe('login')
    expect(decideResume({ ...base, hasUser: false, walletAccount: null })).toBe('idle')
    expect(decideResume({ ...base, hasUser: false, autoLogin: false })).toBe('idle')
    expect(decideResume({ ...base, hasUser: false, walletAccount: null, walletKind: 'wechat' })).toBe('login')
  })

  async function hiddenAndShown (routes: Parameters<typeof routeApi>[0] = {}): Promise<void> {
    storage.set('user', user())
    api = routeApi(baseRoutes(routes))
    newRoot()
    await root.start()
    await root.onShow() // launch show
    root.onHide()
    expect(root.chat.status).toBe('offline')
    // pretend the last check is old enough to be repeated
    root.session.lastTokenCheck = Date.now() - TOKEN_RECHECK_MS - 1
  }

  it('same account and valid token: resumes silently, reconnects the socket', async () => {
    await hiddenAndShown()
    await root.onShow()
    expect(login.login).not.toHaveBeenCalled()
    expect(root.session.isLogin).toBe(true)
    expect(login.currentAccount).toHaveBeenCalled()
    expect(calls(api, '/wanlshop/token/check')).toHaveLength(2)
    expect(sockets.sockets).toHaveLength(2)
    expect(storage.get('user')?.token).toBe('tok-a')
  })

  it('a recent token check is not repeated', async () => {
    await hiddenAndShown()
    root.session.lastTokenCheck = Date.now()
    await root.onShow()
    expect(calls(api, '/wanlshop/token/check')).toHaveLength(1)
    expect(login.login).not.toHaveBeenCalled()
  })

  it('another account in the wallet: the old one is logged out, the new one logged in', async () => {
    await hiddenAndShown()
    login.account = ADDRESS_B
    login.outcome = () => ({ status: 'ok', payload: payload({ id: 2, token: 'tok-b', wallet_address: ADDRESS_B }), address: ADDRESS_B })
    await root.onShow()
    expect(calls(api, '/wanlshop/user/logout')).toHaveLength(1)
    expect(login.login).toHaveBeenCalledTimes(1)
    expect(root.session.user?.id).toBe(2)
    expect(root.session.walletAddress).toBe(ADDRESS_B)
  })

  it('expired token: asks for a new signature', async () => {
    let checks = 0
    await hiddenAndShown({ '/wanlshop/token/check': () => (checks++ === 0 ? { data: {} } : { status: 401, code: 401, msg: 'expired' }) })
    await root.onShow()
    expect(login.login).toHaveBeenCalledTimes(1)
    expect(login.requests[0].interactive).toBe(true)
    expect(root.session.isLogin).toBe(true)
  })

  it('visitor: tries an automatic login only when the wallet already exposes an account', async () => {
    api = routeApi(baseRoutes())
    newRoot()
    login.account = null
    await root.start()
    await root.onShow()
    expect(login.login).not.toHaveBeenCalled()
    login.account = ADDRESS_A
    await root.onShow()
    expect(login.login).toHaveBeenCalledTimes(1)
    expect(login.requests[0].interactive).toBe(false)
  })

  it('after logout there is no automatic login on show', async () => {
    await hiddenAndShown()
    await root.session.logout()
    await root.onShow()
    expect(login.login).not.toHaveBeenCalled()
  })

  it('wallet events: a new account logs the old one out and the new one in; a locked wallet changes nothing', async () => {
    storage.set('user', user())
    api = routeApi(baseRoutes())
    newRoot()
    await root.start()
    login.outcome = () => ({ status: 'ok', payload: payload({ id: 2, token: 'tok-b', wallet_address: ADDRESS_B }), address: ADDRESS_B })
    login.events?.onAccountChanged(null)
    await flush()
    expect(root.session.user?.id).toBe(1)
    login.events?.onAccountChanged(ADDRESS_A)
    await flush()
    expect(login.login).not.toHaveBeenCalled()
    login.events?.onAccountChanged(ADDRESS_B)
    await flush()
    await flush()
    expect(calls(api, '/wanlshop/user/logout')).toHaveLength(1)
    expect(login.login).toHaveBeenCalledTimes(1)
    expect(root.session.user?.id).toBe(2)
  })

  it('wallet events: leaving the app chain logs out and in again', async () => {
    storage.set('user', user())
    api = routeApi(baseRoutes())
    newRoot()
    await root.start()
    login.events?.onChainChanged(97) // the app chain in tests
    await flush()
    expect(login.login).not.toHaveBeenCalled()
    login.events?.onChainChanged(1)
    await flush()
    await flush()
    expect(calls(api, '/wanlshop/user/logout')).toHaveLength(1)
    expect(login.login).toHaveBeenCalledTimes(1)
  })
})

describe('message settings on the server (issue 19)', () => {
  it('login reads them; a change is saved at once; a refused save puts the switch back', async () => {
    let saved: Record<string, unknown> = { pushs: true, voice: false, shock: true }
    let refuse = false
    api = routeApi(baseRoutes({
      '/wanlshop/user/notice': (req) => {
        if (req.method === 'GET') return { data: saved }
        if (refuse) return { code: 0, msg: '保存失败' }
        saved = { ...saved, ...req.data }
        return { data: saved }
      }
    }))
    newRoot()
    await root.session.login()
    await flush()
    expect(root.session.prefs).toEqual({ pushs: true, voice: false, shock: true })

    await root.session.setPrefs({ shock: false })
    expect(calls(api, '/wanlshop/user/notice').filter((c) => c.method === 'POST').map((c) => c.data)).toEqual([{ shock: false }])
    expect(root.session.prefs.shock).toBe(false)
    expect(storage.get('user')).toMatchObject({ shock: false })

    refuse = true
    const pending = root.session.setPrefs({ pushs: false })
    expect(root.session.prefs.pushs).toBe(false)
    await pending
    expect(root.session.prefs).toEqual({ pushs: true, voice: false, shock: false })
  })

  it('logged out, a change stays on the device and nothing is sent', async () => {
    api = routeApi(baseRoutes())
    newRoot()
    await root.session.setPrefs({ voice: false })
    expect(root.session.prefs.voice).toBe(false)
    expect(calls(api, '/wanlshop/user/notice')).toEqual([])
  })
})
