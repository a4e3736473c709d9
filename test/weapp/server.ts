// Started by the weapp smoke tests (`node --import tsx test/weapp/server.ts`): the real API server
// with demo data and a local fake of WeChat's code-to-session endpoint. Prints one JSON line
// { url } when ready and stops when its stdin closes.
import { startServer } from '../../server/test/helpers/server'
import { startFakeWechat } from '../../server/test/fakes/wechat'
import { startFakeWechatPay } from '../../server/dev/wechat-pay-fake'
import { ApiClient } from '../../server/test/helpers/client'
import type { GoodsDetail } from '../../types/catalog'
import type { AddOrderResult, CheckoutPreview } from '../../types/order'
import type { SessionPayload } from '../../types/user'
import { startLocalChain, DEV_KEYS, type LocalChain } from '../../server/dev/local-chain'
import { deployNodeContracts } from '../../server/dev/node-contracts'
import { Wallet } from 'ethers'
import { sql } from 'drizzle-orm'
import type { LivePush } from '../../types/find'

async function main (): Promise<void> {
  const wechat = await startFakeWechat()
  // WeChat Pay (issue 21): the local v3 server, so the cashier offers the mini program's channel
  const pay = await startFakeWechatPay()
  // WEAPP_NODE_CHAIN=1 (the node NFT smoke test): anvil with the node NFT contracts, so the
  // contract screen has a sale to show
  let chain: LocalChain | null = null
  let chainEnv: Record<string, string> = {}
  if (process.env.WEAPP_NODE_CHAIN === '1') {
    chain = await startLocalChain()
    const nodes = await deployNodeContracts(new Wallet(DEV_KEYS[9], chain.provider), chain.usdt, chain.depositAddress)
    chainEnv = { ...chain.env(2), NODE_STAKING_CONTRACT: nodes.staking }
  }
  // WEAPP_LIVE=1 (the live pages' smoke test): a streaming server is configured (none runs: the push
  // is announced through nginx-rtmp's on_publish callback, as nginx would)
  const liveEnv: Record<string, string> = process.env.WEAPP_LIVE === '1' ? { LIVE_RTMP_URL: 'rtmp://127.0.0.1:1935/live', LIVE_HLS_URL: 'http://127.0.0.1:8088/hls' } : {}
  const server = await startServer({
    seed: true,
    env: {
      ...chainEnv,
      ...liveEnv,
      WECHAT_APP_ID: wechat.appId,
      WECHAT_APP_SECRET: wechat.appSecret,
      WECHAT_API_BASE: wechat.base,
      WECHAT_PAY_API_BASE: pay.base,
      WECHAT_PAY_MCH_ID: pay.keys.mchId,
      WECHAT_PAY_API_V3_KEY: pay.keys.apiV3Key,
      WECHAT_PAY_PRIVATE_KEY: pay.keys.merchantPrivateKey,
      WECHAT_PAY_SERIAL: pay.keys.merchantSerial,
      WECHAT_PAY_PLATFORM_CERT: pay.keys.platformPublicKey
    }
  })
  // an order for the account the mini program logs into (wx.login's code → openid oFake_123456789)
  const orderId = await prepareOrder(new ApiClient(server.url))
  const liveId = process.env.WEAPP_LIVE === '1' ? await prepareLive(server, new ApiClient(server.url)) : null
  // what the product-detail smoke test expects to see, read from the real API
  // in Chinese, as the mini program (default language) shows it: goods have English titles too
  const detail = (await new ApiClient(server.url, '/ws', 'zh').get<GoodsDetail>('/wanlshop/product/goods', { id: 1 })).body.data
  const product = { title: detail.title, price: detail.price, bbt_price: detail.bbt_price, shop: detail.shop.shopname, stock: detail.stock }
  process.stdout.write(JSON.stringify({ url: server.url, product, orderId, liveId, wxpayBase: pay.base }) + '\n')
  // stdin's 'end' and 'close' both ask: stop once
  let stopping = false
  const stop = async (): Promise<void> => {
    if (stopping) return
    stopping = true
    await server.close(); await wechat.close(); await pay.close(); await chain?.stop(); process.exit(0)
  }
  process.stdin.on('end', () => { void stop() })
  process.stdin.on('close', () => { void stop() })
  process.stdin.resume()
}

/**
 * The mini program's account runs the seeded shop of goods 1 (in this test server only) and is on
 * air: a live created through the API, its push announced by the on_publish callback nginx-rtmp makes.
 */
async function prepareLive (server: Awaited<ReturnType<typeof startServer>>, anon: ApiClient): Promise<number> {
  const login = await anon.post<SessionPayload>('/login/wechat', { code: '123456789-live' })
  const api = anon.withToken(login.body.data.userinfo.token)
  await server.db.execute(sql`update shops set user_id = ${login.body.data.userinfo.id} where id = (select shop_id from goods where id = 1)`)
  const made = await api.post<LivePush>('/wanlshop/live/startLive', { title: '新品直播', goods_ids: [1] })
  if (made.body.code !== 1) throw new Error(`live not created: ${made.body.msg}`)
  const [name, query] = made.body.data.push_key.split('?')
  const res = await fetch(`${server.url}/rtmp/on_publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ call: 'publish', app: 'live', name, key: new URLSearchParams(query).get('key') ?? '', type: 'live' }).toString()
  })
  if (res.status !== 200) throw new Error(`on_publish refused: ${res.status}`)
  return made.body.data.id
}

async function prepareOrder (anon: ApiClient): Promise<number> {
  const login = await anon.post<SessionPayload>('/login/wechat', { code: '123456789-prepare' })
  const api = anon.withToken(login.body.data.userinfo.token)
  type Area = { code: string, name: string, children: Area[] }
  const [province] = (await api.get<Area[]>('/wanlshop/common/area')).body.data
  const city = province.children[0]; const district = city.children[0]
  await api.post('/wanlshop/address/address', { type: 'add', data: { name: '张三', mobile: '13800138000', province: province.name, city: city.name, district: district.name, adcode: district.code, address: '科技园 1 号', location: '', default: true } })
  const detail = (await api.get<GoodsDetail>('/wanlshop/product/goods', { id: 1 })).body.data
  const sku = detail.sku.find((s) => s.stock > 0)!
  const items = [{ goods_id: 1, sku_id: sku.id, number: 1 }]
  const preview = (await api.post<CheckoutPreview>('/wanlshop/order/getOrderGoodsList', { data: items })).body.data
  const made = await api.post<AddOrderResult>('/wanlshop/order/addOrder', {
    token: preview.token,
    order: { address_id: preview.addressData!.id, lists: [{ shop_id: detail.shop.id, products: items }] }
  })
  if (made.body.code !== 1) throw new Error(`order not created: ${made.body.msg}`)
  return made.body.data.order_ids[0]
}

main().catch((e: unknown) => { console.error(e); process.exit(1) })
