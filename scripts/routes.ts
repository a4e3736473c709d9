// `npm run routes`: every HTTP route the API server registers, read from the real app (buildApp on
// a throw-away in-memory database), as the Markdown list kept in server/README.md ("Routes").
// Every /api route needs the `Sign` header (types/sign.ts); which ones need a login is in the
// domain lists of server/README.md (Fastify does not expose a route's config afterwards).
import { loadConfig } from '../server/config'
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/client'
import { localBus } from '../server/realtime/bus'

async function main (): Promise<void> {
  const config = loadConfig({ DATABASE_URL: 'memory://', LOG_LEVEL: 'silent', DEMO_SEED: '0', STATIC_DIR: '/nonexistent' })
  const database = await openDatabase(config.databaseUrl)
  await database.migrate()
  const bus = localBus()
  const app = await buildApp(config, { db: database.db, bus })
  await app.ready()
  // Fastify has no public list of its routes: read its route tree, where a child line continues
  // its parent's path ("/common/search" → "List" is /common/searchList)
  const tree = app.printRoutes({ commonPrefix: false })
  const prefix: string[] = []
  const rows: Array<{ method: string, url: string }> = []
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?) \(([A-Z, ]+)\)$/.exec(line)
    if (node !== null) {
      const depth = node[1].length / 4
      prefix[depth] = (depth > 0 ? prefix[depth - 1] : '') + node[2]
      prefix.length = depth + 1
      for (const method of node[3].split(', ')) {
        if (method !== 'HEAD') rows.push({ method, url: prefix[depth] })
      }
    }
  }
  const api = rows.filter((r) => r.url.startsWith('/api/'))
  for (const r of api) console.log(`- \`${r.method} ${r.url}\``)
  console.log(`\n${api.length} API routes; besides them: ${rows.filter((r) => !r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`).join(', ')}`)
  await app.close()
  await bus.close()
  await database.close()
}

main().catch((e: unknown) => { console.error(e); process.exit(1) })
