import crypto from 'node:crypto'
import { promisify } from 'node:util'

// Password hashes: scrypt with a random salt, stored as `scrypt$N$r$p$salt$hash` (the parameters
// travel with the hash, so a cost can change without invalidating stored ones). Used by the payment
// password (modules/pay/password.ts) and admin accounts (modules/admin/accounts.ts).

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>
const R = 8
const P = 1
const KEY_LEN = 32
const MAXMEM = 64 * 1024 * 1024

/** @param cost scrypt N (a power of two) */
export async function hashSecret (secret: string, cost: number): Promise<string> {
  const salt = crypto.randomBytes(16)
  const hash = await scrypt(secret, salt, KEY_LEN, { N: cost, r: R, p: P, maxmem: MAXMEM })
  return `scrypt$${cost}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`
}

export async function verifySecret (stored: string, secret: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$')
  if (kind !== 'scrypt' || hash === undefined) return false
  const expected = Buffer.from(hash, 'base64')
  const got = await scrypt(secret, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: MAXMEM })
  return got.length === expected.length && crypto.timingSafeEqual(got, expected)
}
