// `npm start`: build the H5 app and the admin console once if they are missing, then run the server (app + API + socket on one port).
import { existsSync, readFileSync } from 'node:fs'
import { spawnSync, spawn } from 'node:child_process'

if (!existsSync('dist/h5/index.html') || process.env.REBUILD === '1') {
  console.log('Building the H5 app (first start only; REBUILD=1 forces it)…')
  const r = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (!existsSync('dist/admin/index.html') || process.env.REBUILD === '1') {
  console.log('Building the admin console (first start only; REBUILD=1 forces it)…')
  const r = spawnSync('npx', ['vite', 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

// the server's V8 flags (README, Benchmarks: a larger young generation); Node's cluster hands them to its workers
const nodeFlags = JSON.parse(readFileSync(new URL('../server/node-flags.json', import.meta.url), 'utf8'))
const server = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: process.env })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
