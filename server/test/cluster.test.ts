import { test } from 'node:test'
import assert from 'node:assert/strict'
import { clusterPlan } from '../cluster'

// How many server processes `npm start` runs (server/cluster.ts): two by default where the database
// and the socket fan-out are shared (PostgreSQL + Redis), one otherwise — and never several on PGlite.

const PG = 'postgres://postgres@127.0.0.1:5432/shop'

test('two processes by default with PostgreSQL and Redis; WORKERS chooses', () => {
  assert.deepEqual(clusterPlan({ DATABASE_URL: PG, REDIS_URL: 'redis://127.0.0.1:6379' }), { workers: 2, note: null })
  assert.deepEqual(clusterPlan({ DATABASE_URL: PG, REDIS_URL: 'redis://127.0.0.1:6379', WORKERS: '4' }), { workers: 4, note: null })
  assert.deepEqual(clusterPlan({ DATABASE_URL: PG, REDIS_URL: 'redis://127.0.0.1:6379', WORKERS: '1' }), { workers: 1, note: null })
})

test('one process on PGlite or without Redis, saying why when more were asked for', () => {
  assert.deepEqual(clusterPlan({}), { workers: 1, note: null })
  assert.deepEqual(clusterPlan({ DATABASE_URL: PG }), { workers: 1, note: null })
  assert.deepEqual(clusterPlan({ DATABASE_URL: 'memory://', REDIS_URL: 'redis://127.0.0.1:6379' }), { workers: 1, note: null })
  const p = clusterPlan({ DATABASE_URL: './data/pglite', WORKERS: '2' })
  assert.equal(p.workers, 1)
  assert.match(p.note ?? '', /PostgreSQL.*REDIS_URL/)
})

test('a WORKERS that is not a whole number from 1 to 64 stops the start', () => {
  for (const bad of ['0', '-1', '1.5', 'two', '65']) assert.throws(() => clusterPlan({ DATABASE_URL: PG, REDIS_URL: 'redis://x', WORKERS: bad }), /WORKERS/)
})
