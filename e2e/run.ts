import { launch, runAll, chromiumAvailable } from './lib/harness'
import { startAppServer } from './lib/app'
import { ctx } from './lib/context'
import './journeys/session'
import './journeys/browsing'
import './journeys/buying'
import './journeys/aftersales'
import './journeys/english'
import './journeys/security'
import './journeys/navigation'
import './journeys/admin'
import './journeys/routes'
import './journeys/account'
import './journeys/chat'
import './journeys/wallet'
import './journeys/agents'
import './journeys/live'
import './journeys/find'
import './journeys/chat-money'
import './journeys/economy'
import './journeys/marketing'
import './journeys/wxpay'
import './journeys/merchant'
import './journeys/groups'
import './journeys/poster'

// Browser journeys on the H5 build served by the real server (README "Tests").

async function main (): Promise<void> {
  if (!chromiumAvailable()) process.exit(0)
  ctx.server = await startAppServer()
  ctx.browser = await launch()
  const failed = await runAll(ctx.browser)
  await ctx.browser.close()
  await ctx.server.close()
  process.exit(failed ? 1 : 0)
}

main().catch((e: unknown) => { console.error(e); console.log('0 passed, 1 failed'); process.exit(1) })
