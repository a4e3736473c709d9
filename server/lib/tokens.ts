import crypto from 'node:crypto'

/** A new session token: 32 random bytes as hex. Only its sha256 is stored. */
export function newToken (): string {
  return crypto.randomBytes(32).toString('hex')
}

export function sha256 (text: string | Buffer): string {
  return crypto.createHash('sha256').update(text).digest('hex')
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** Random code from an alphabet without look-alike characters (0/O, 1/I). */
export function randomCode (length: number): string {
  const bytes = crypto.randomBytes(length)
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i] % ALPHABET.length]
  return out
}

export function randomId (bytes = 10): string {
  return crypto.randomBytes(bytes).toString('hex')
}
