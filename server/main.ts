import cluster from 'node:cluster'
import { loadConfig } from './config'
import { clusterPlan, runPrimary } from './cluster'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { localBus, redisBus, redisClient } from './realtime/bus'
import { modules } from './modules'
import { seedDemo } from './seed'
import { siweDomainOf } from './modules/auth/service'
import { bindDemoMerchant } from './seed/merchant'
import { ensureDemoAdmin } from './modules/admin/accounts'
import { isPostgresUrl } from './config'
import { applyOrderTimers } from './lib/platform-settings'

async function main (): Promise<void> {
  const config = loadConfig()
  const plan = clusterPlan(process.env)
  if (cluster.isPrimary && plan.workers > 1) {
    runPrimary(plan.workers)
    return
  }
  if (plan.note !== null) console.log(plan.note)
  // in a cluster the first worker speaks for all
  const speaks = !cluster.isWorker || cluster.worker?.id === 1
  const database = await openDatabase(config.databaseUrl)
  await database.exclusive(async () => {
    await database.migrate()
    if (config.demoSeed) {
      const result = await seedDemo(database.db, config.uploadDir, modules)
      if (result.seeded) console.log(`Demo data seeded: ${result.counts.goods} goods in ${result.counts.shops} shops`)
    }
    // the embedded demo database has a demo/demo super admin (never a PostgreSQL deployment)
    if (config.demoSeed && !isPostgresUrl(config.databaseUrl) && speaks) {
      const made = await ensureDemoAdmin(database.db)
      console.log(`Admin console: /admin — demo super admin "demo" / password "demo" ${made ? 'created' : 'exists'} (embedded demo database only; \`npm run admin -- create <name> <role>\` adds real ones)`)
    }
    if (config.demoMerchantWallet !== null && speaks) {
      const bound = await bindDemoMerchant(database.db, config.demoMerchantWallet)
      console.log(bound === 'no-merchant'
        ? 'DEMO_MERCHANT_WALLET: there is no demo merchant (is DEMO_SEED off?)'
        : `DEMO_MERCHANT_WALLET: ${config.demoMerchantWallet} signs in as the demo merchant (Me → My orders → My shop's orders)`)
    }
    // the order timers: the admin's settings row over the environment's defaults
    await applyOrderTimers(database.db, config)
  })
  const bus = config.redisUrl !== null ? await redisBus(config.redisUrl, config.redisChannel) : localBus()
  const rateLimitRedis = config.redisUrl !== null ? await redisClient(config.redisUrl) : undefined
  const app = await buildApp(config, { db: database.db, bus, rateLimitRedis, timers: true })

  let closing = false
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: shutting down`)
    await app.close()
    await bus.close()
    await rateLimitRedis?.quit()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => { void shutdown('SIGINT') })
  process.on('SIGTERM', () => { void shutdown('SIGTERM') })

  await app.listen({ port: config.port, host: config.host })
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port
  // the printed address is the one wallet sign-in accepts (the listen address unless a domain is
  // configured): a browser opened on another name of this machine would sign for the wrong domain
  const where = config.siweDomain === '' ? siweDomainOf(config, app.server.address()) : `localhost:${port}`
  if (!speaks) return
  console.log(`Marketplace running at http://${where}${plan.workers > 1 ? ` (${plan.workers} server processes)` : ''}`)
  if (config.siweDomain === '') app.log.info(`wallet sign-in accepts messages for ${where} (set SIWE_DOMAIN or PUBLIC_URL to serve the app under another name)`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
