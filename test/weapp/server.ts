// Started by the weapp smoke tests (`node --import tsx test/weapp/server.ts`): the real API server
// with demo data and a local fake of WeChat's code-to-session endpoint. Prints one JSON line
// { url } when ready and stops when its stdin closes.
import { startServer } from '../../server/test/helpers/server'
import { startFakeWechat } from '../../server/test/fakes/wechat'
import { ApiClient } from '../../server/test/helpers/client'
import type { GoodsDetail } from '../../types/catalog'

async function main (): Promise<void> {
  const wechat = await startFakeWechat()
  const server = await startServer({
    seed: true,
    env: { WECHAT_APP_ID: wechat.appId, WECHAT_APP_SECRET: wechat.appSecret, WECHAT_API_BASE: wechat.base }
  })
  // what the product-detail smoke test expects to see, read from the real API
  const detail = (await new ApiClient(server.url).get<GoodsDetail>('/wanlshop/product/goods', { id: 1 })).body.data
  const product = { title: detail.title, price: detail.price, bbt_price: detail.bbt_price, shop: detail.shop.shopname, stock: detail.stock }
  process.stdout.write(JSON.stringify({ url: server.url, product }) + '\n')
  const stop = async (): Promise<void> => { await server.close(); await wechat.close(); process.exit(0) }
  process.stdin.on('end', () => { void stop() })
  process.stdin.on('close', () => { void stop() })
  process.stdin.resume()
}

main().catch((e: unknown) => { console.error(e); process.exit(1) })
