import type { Db } from '../db/client'

// An answer shared for a few seconds by the requests that ask the same question of one database.
// - The promise itself is kept, so requests arriving while it is being computed wait for the same
//   query instead of sending their own. A failed answer is forgotten at once.
// - An answer in use is worked out again in the background before it expires, at a random point
//   between half and four fifths of its life, while requests go on getting the old one: no request
//   waits for a renewal, and answers first asked for together (a server's first seconds, a bench)
//   do not all expire, and get recomputed, in the same instant.
// - An answer is never older than ttlMs (counted from when its query was sent).
// Entries are per process (each server instance computes its own); forget() drops a database's
// entries at once.

interface Entry<T> {
  at: number
  value: Promise<T>
  /** age at which a request starts the renewal */
  renewAfter: number
  renewing: boolean
}

export class BriefCache<T> {
  private readonly byDb = new WeakMap<Db, Map<string, Entry<T>>>()

  /** ttlMs: how long an answer is reused; maxEntries: past it, expired entries go, then all. */
  constructor (private readonly ttlMs: number, private readonly maxEntries: number, private readonly clock: () => number = Date.now) {}

  async get (db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    let entries = this.byDb.get(db)
    if (entries === undefined) this.byDb.set(db, entries = new Map())
    const t = this.clock()
    const hit = entries.get(key)
    if (hit !== undefined && t - hit.at < this.ttlMs) {
      if (!hit.renewing && t - hit.at >= hit.renewAfter) this.renew(entries, key, hit, compute)
      return await hit.value
    }
    if (entries.size >= this.maxEntries) {
      for (const [k, v] of entries) if (t - v.at >= this.ttlMs) entries.delete(k)
      if (entries.size >= this.maxEntries) entries.clear()
    }
    const entry = this.entry(t, compute())
    entries.set(key, entry)
    entry.value.catch(() => { if (entries.get(key) === entry) entries.delete(key) })
    return await entry.value
  }

  forget (db: Db): void {
    this.byDb.delete(db)
  }

  private entry (at: number, value: Promise<T>): Entry<T> {
    return { at, value, renewAfter: this.ttlMs * (0.5 + Math.random() * 0.3), renewing: false }
  }

  /** Works the answer out again; it replaces the old one only once it is there (and if still current). */
  private renew (entries: Map<string, Entry<T>>, key: string, old: Entry<T>, compute: () => Promise<T>): void {
    old.renewing = true
    const next = this.entry(this.clock(), compute())
    next.value.then(() => { if (entries.get(key) === old) entries.set(key, next) }, () => {})
  }
}
