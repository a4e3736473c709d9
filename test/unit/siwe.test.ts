import { TextDecoder, TextEncoder } from 'util'
import { SiweMessage } from 'siwe'
import { formatSiweMessage, utf8ToHex } from '@/lib/siwe'

// jsdom lacks TextEncoder, which the siwe parser's hashing needs (browsers have it)
Object.assign(globalThis, { TextEncoder, TextDecoder })

const fields = {
  domain: 'shop.example.com',
  address: '0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A',
  statement: 'Sign in to BBMall',
  uri: 'https://shop.example.com',
  version: '1' as const,
  chainId: 97,
  nonce: 'abcdEFGH1234',
  issuedAt: '2024-05-15T12:00:00.000Z',
  expirationTime: '2024-05-15T12:10:00.000Z'
}

describe('EIP-4361 message', () => {
  it('follows the EIP text exactly', () => {
    expect(formatSiweMessage(fields)).toBe([
      'shop.example.com wants you to sign in with your Ethereum account:',
      '0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A',
      '',
      'Sign in to BBMall',
      '',
      'URI: https://shop.example.com',
      'Version: 1',
      'Chain ID: 97',
      'Nonce: abcdEFGH1234',
      'Issued At: 2024-05-15T12:00:00.000Z',
      'Expiration Time: 2024-05-15T12:10:00.000Z'
    ].join('\n'))
  })

  it('is identical to the siwe reference implementation, and parses with it', () => {
    const ours = formatSiweMessage(fields)
    expect(ours).toBe(new SiweMessage({ ...fields }).prepareMessage())
    const parsed = new SiweMessage(ours)
    expect(parsed.nonce).toBe(fields.nonce)
    expect(parsed.chainId).toBe(97)
    expect(parsed.address).toBe(fields.address)
  })

  it('matches siwe without a statement and with optional fields', () => {
    const f = { ...fields, statement: undefined, notBefore: '2024-05-15T11:59:00.000Z', requestId: 'r-1', resources: ['https://a.example/x', 'ipfs://Qm1'] }
    const ours = formatSiweMessage(f)
    expect(ours).toBe(new SiweMessage({ ...f }).prepareMessage())
    expect(ours).toContain('0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A\n\n\nURI:')
    expect(new SiweMessage(ours).resources).toEqual(f.resources)
  })

  it('hex-encodes UTF-8 for personal_sign', () => {
    expect(utf8ToHex('hi')).toBe('0x6869')
    expect(utf8ToHex('中')).toBe('0xe4b8ad')
    expect(utf8ToHex('😀')).toBe('0xf09f9880')
    expect(utf8ToHex('a\nb')).toBe('0x610a62')
  })
})
