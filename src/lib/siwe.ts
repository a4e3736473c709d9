// EIP-4361 (Sign-In with Ethereum) message text, formatted exactly as the EIP's ABNF.
// Not the `siwe` package: it imports all of ethers through a CommonJS namespace (no tree
// shaking), plus an ABNF parser and @stablelib/random, which would weigh the H5 bundle down for
// a dozen lines of text. The unit test checks this output against `siwe` itself.

export interface SiweFields {
  /** RFC 3986 authority that is requesting the signing, e.g. 'shop.example.com' */
  domain: string
  /** EIP-55 checksummed address */
  address: string
  statement?: string
  uri: string
  version?: '1'
  chainId: number
  nonce: string
  /** ISO 8601 */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

export function formatSiweMessage (f: SiweFields): string {
  const lines = [
    `${f.domain} wants you to sign in with your Ethereum account:`,
    f.address,
    ''
  ]
  // ABNF: address LF LF [ statement LF ] LF "URI: " — without a statement that is two blank lines
  if (f.statement) lines.push(f.statement, '')
  else lines.push('')
  lines.push(
    `URI: ${f.uri}`,
    `Version: ${f.version ?? '1'}`,
    `Chain ID: ${f.chainId}`,
    `Nonce: ${f.nonce}`,
    `Issued At: ${f.issuedAt}`
  )
  if (f.expirationTime) lines.push(`Expiration Time: ${f.expirationTime}`)
  if (f.notBefore) lines.push(`Not Before: ${f.notBefore}`)
  if (f.requestId) lines.push(`Request ID: ${f.requestId}`)
  if (f.resources?.length) lines.push('Resources:', ...f.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/** '0x' + hex of the UTF-8 bytes: the form of `personal_sign` data every wallet accepts. */
export function utf8ToHex (text: string): string {
  const bytes: number[] = []
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number
    if (cp < 0x80) bytes.push(cp)
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
  }
  return '0x' + bytes.map((b) => b.toString(16).padStart(2, '0')).join('')
}
