// Spawns test/weapp/server.ts and resolves with its URL.
const { spawn } = require('child_process')
const path = require('path')

function startTestServer () {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'server.ts')], {
      cwd: path.resolve(__dirname, '../..'),
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, DATABASE_URL: '' }
    })
    let buf = ''
    child.stdout.on('data', (d) => {
      buf += d
      const line = buf.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve({ ...JSON.parse(line), stop: () => new Promise((r) => { child.on('exit', r); child.stdin.end() }) })
    })
    child.on('exit', (code) => reject(new Error(`test server exited with ${code}`)))
  })
}

module.exports = { startTestServer }
