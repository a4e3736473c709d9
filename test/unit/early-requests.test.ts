import vm from 'node:vm'
import { earlyRequestsScript } from '../../config/early-requests'
import { clientBuildEnv } from '../../config/constants'
import { canonicalQuery, computeSign } from '../../types/sign'
import { KEYS } from '../../src/lib/storage-keys'
import { sameHeaders } from '../../src/platform/early-match'

// index.html's early requests (config/early-requests.ts): the same requests, with the same headers,
// as the app's stores/app.ts loadInit and loadAdverts would send, and only on Home.

interface Sent { url: string, headers: Record<string, string> }

function runScript (hash: string, stored: Record<string, unknown>, ua = 'Mozilla/5.0'): { sent: Sent[], early: Record<string, { header: Record<string, string> }> | undefined } {
  const sent: Sent[] = []
  const window: Record<string, unknown> = {}
  const ctx = {
    window,
    location: { hash, origin: 'https://shop.example' },
    navigator: { userAgent: ua },
    localStorage: { getItem: (k: string) => (k in stored ? JSON.stringify({ data: stored[k] }) : null) },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers })
      return Promise.resolve({ status: 200, json: async () => ({ code: 1, data: {} }) })
    }
  }
  vm.runInNewContext(earlyRequestsScript(clientBuildEnv({ TARO_ENV: 'h5' }), { computeSign, canonicalQuery, keys: KEYS }), ctx)
  return { sent, early: window.__bbEarly as Record<string, { header: Record<string, string> }> | undefined }
}

const sign = (path: string) => computeSign(path, { version: 1124 }, '/ws')

describe('early requests in index.html', () => {
  test('Home: common/init and common/adverts, signed as the app signs them, in the stored language, with the stored token and wallet', () => {
    const { sent, early } = runScript('', { 'wanlshop:lang': 'en', 'wanlshop:user': { token: 'tok-1', id: 7 }, 'wanlshop:wallet_address': '0xabc' })
    expect(sent.map((s) => s.url)).toEqual(['https://shop.example/api/wanlshop/common/init?version=1124', 'https://shop.example/api/wanlshop/common/adverts?version=1124'])
    expect(sent[0].headers).toEqual({ Sign: sign('/wanlshop/common/init'), 'App-Client': 'h5-wanlshop', 'Accept-Language': 'en', token: 'tok-1', 'Wallet-Address': '0xabc' })
    expect(sent[1].headers.Sign).toBe(sign('/wanlshop/common/adverts'))
    expect(Object.keys(early ?? {})).toEqual(['/wanlshop/common/init?version=1124', '/wanlshop/common/adverts?version=1124'])
  })

  test('a visitor: Chinese, no token or wallet header; inside WeChat the WeChat client name', () => {
    const { sent } = runScript('#/pages/index', {}, 'Mozilla/5.0 MicroMessenger/8.0')
    expect(sent[0].headers).toEqual({ Sign: sign('/wanlshop/common/init'), 'App-Client': 'wechat-wanlshop', 'Accept-Language': 'zh-CN' })
  })

  test('another first page (a shared product link) starts nothing', () => {
    const { sent, early } = runScript('#/pages/product/goods?id=1', {})
    expect(sent).toEqual([])
    expect(early).toBeUndefined()
  })
})

describe('sameHeaders', () => {
  test('the same names (any case) and values match; a different or missing value does not', () => {
    expect(sameHeaders({ Sign: 'a', token: 't' }, { token: 't', sign: 'a' })).toBe(true)
    expect(sameHeaders({ Sign: 'a', token: 't' }, { Sign: 'a', token: 'u' })).toBe(false)
    expect(sameHeaders({ Sign: 'a', token: 't' }, { Sign: 'a' })).toBe(false)
  })
})
