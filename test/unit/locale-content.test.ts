import Taro from '@tarojs/taro'
import { reaction } from '@/lib/state'
import { RootStore } from '@/stores/root'
import { resetSessionBridge } from '@/api/bridge'
import { setCurrentLang } from '@/i18n'
import { calls, fakeSockets, FakeLogin, fakeUpdate, routeApi } from './helpers/fakes'

// Platform content (home modules, categories, adverts) is served in the reader's language, chosen
// by Accept-Language: switching the language after start-up fetches it again, in the new language,
// without bringing the pop-up back.

/** Resolves once `done()` holds (at once, or when the values it reads change); fails after `ms`. */
function until (done: () => boolean, ms: number): Promise<void> {
  if (done()) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const stop = reaction(done, (ok) => {
      if (!ok) return
      clearTimeout(timer)
      stop()
      resolve()
    })
    const timer = setTimeout(() => { stop(); reject(new Error(`not reached within ${ms} ms`)) }, ms)
  })
}

type Req = { header: Record<string, string> }
const english = (req: Req): boolean => req.header['Accept-Language'] === 'en'

function init (req: Req): { data: unknown } {
  const en = english(req)
  return {
    data: {
      modulesData: {
        homeModules: { page: { title: en ? 'BB Mall' : 'BB商城' }, item: [{ id: 'hot', type: 'goods', name: en ? 'Best sellers' : '热卖推荐', style: {}, params: {}, data: [] }] },
        categoryModules: [{ id: 1, pid: 0, name: en ? 'Phones' : '手机', image: '' }],
        searchModules: []
      },
      appConfig: { name: en ? 'BB Mall' : 'BB商城', version_code: 1124 },
      appStyle: { main_color: '#ff448f', background: '#F7F7F7', tabbar_color: '#666666', tabbar_selected: '#07c160' },
      update: null
    }
  }
}

function adverts (req: Req): { data: unknown } {
  const en = english(req)
  return {
    data: {
      data: { openAdverts: null, pageAdverts: [{ id: 2, module: 'page', type: 'banner', title: en ? 'Healthy Living Season' : '健康生活季', media: '/a.png', url: '', category_id: null }], categoryAdverts: {}, firstAdverts: [], otherAdverts: [] },
      version: en ? 'b' : 'a',
      syspopup: { title: en ? 'Welcome' : '欢迎', content: '', image: '', url: '' }
    }
  }
}

let root: RootStore

beforeEach(() => {
  localStorage.clear()
  fakeSockets()
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: '' } as never)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  root = new RootStore({ login: new FakeLogin(), update: fakeUpdate() })
})

afterEach(() => {
  root.dispose()
  jest.restoreAllMocks()
  resetSessionBridge()
  setCurrentLang('zh')
})

it('a language switch after start-up fetches the home texts and adverts again, in the new language', async () => {
  const api = routeApi({
    '/wanlshop/common/init': init,
    '/wanlshop/common/adverts': adverts,
    '/wanlshop/token/check': { code: 0, msg: 'no token' },
    '/wanlshop/cart/synchro': { data: [] }
  })
  await root.start()
  expect(root.app.categoryModules[0].name).toBe('手机')
  root.app.dismissSyspopup()

  root.locale.setLang('en')
  // the switch's own fetch: wait for its result, not for a time
  await until(() => root.app.adverts?.pageAdverts[0]?.title === 'Healthy Living Season' && root.app.categoryModules[0]?.name === 'Phones', 5000)

  expect(calls(api, '/wanlshop/common/init').map((r) => r.header['Accept-Language'])).toEqual(expect.arrayContaining(['zh-CN', 'en']))
  expect(root.app.categoryModules[0].name).toBe('Phones')
  expect(root.app.homeModules[0].name).toBe('Best sellers')
  expect(root.app.config?.name).toBe('BB Mall')
  expect(root.app.adverts?.pageAdverts[0].title).toBe('Healthy Living Season')
  expect(root.app.syspopup).toBeNull()
  expect(root.app.loading).toBe(false)
})

it('before start-up nothing is fetched: the first load already carries the stored language', () => {
  const api = routeApi({})
  root.locale.setLang('en')
  expect(calls(api, '/wanlshop/common/init')).toEqual([])
})
