import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { drawTask, type Task } from './jobs'

// Drawing the demo's ~800 pictures takes a few CPU-seconds the first time: spread it over worker
// threads (one per core, at most four). Workers load this TypeScript through tsx's require hook, as
// the server does; if they cannot start, the seeding thread draws what is left itself.

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts')
/** Below this many pictures a worker's start-up (~0.5 s) costs more than it saves. */
const MIN_PER_WORKER = 60

function inWorker (tasks: Task[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const w = new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(WORKER)})`, { eval: true, workerData: { tasks } })
    w.once('message', () => { void w.terminate().then(() => resolve()) })
    w.once('error', reject)
    w.once('exit', (code) => { if (code !== 0) reject(new Error(`demo art worker exited with ${code}`)) })
  })
}

export async function drawAll (tasks: Task[]): Promise<void> {
  const n = Math.min(os.availableParallelism(), 4, Math.floor(tasks.length / MIN_PER_WORKER))
  if (n >= 2) {
    const shares = Array.from({ length: n }, (_, w) => tasks.filter((_, i) => i % n === w))
    await Promise.all(shares.map(inWorker)).catch(() => undefined)
  }
  for (const t of tasks) if (!fs.existsSync(t.file)) drawTask(t)
}
