import { parentPort, workerData } from 'node:worker_threads'
import { drawTask, type Task } from './jobs'

// A worker thread of art/pool.ts: draws its share of the pictures, then says so.

for (const t of (workerData as { tasks: Task[] }).tasks) drawTask(t)
parentPort?.postMessage('done')
