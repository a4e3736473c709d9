import { parseInviteCode } from '@/lib/invite'

describe('parseInviteCode', () => {
  it('reads the URL query', () => {
    expect(parseInviteCode('https://shop.example.com/?invite_code=AB12#/pages/index')).toBe('AB12')
    expect(parseInviteCode('https://shop.example.com/?x=1&invite=XYZ')).toBe('XYZ')
  })
  it('reads the query inside the hash route', () => {
    expect(parseInviteCode('https://shop.example.com/#/pages/index?invite_code=H5CODE')).toBe('H5CODE')
    expect(parseInviteCode('https://shop.example.com/#/pages/user/inviter/index?from=share&inviteCode=C9')).toBe('C9')
  })
  it('prefers the URL query over the hash', () => {
    expect(parseInviteCode('https://a.b/?invite_code=Q1#/pages/index?invite_code=H1')).toBe('Q1')
  })
  it('falls back to the last part after "=" for mangled invite links', () => {
    expect(parseInviteCode('https://a.b/#/pages/index/invite=LAST7')).toBe('LAST7')
    expect(parseInviteCode('https://a.b/invite?c=1=ZZ9')).toBe('ZZ9')
  })
  it('does not read ordinary deep links as invite codes', () => {
    expect(parseInviteCode('https://a.b/#/pages/product/goods?id=12')).toBe('')
    expect(parseInviteCode('https://a.b/?code=wxcode&state=1')).toBe('')
  })
  it('handles empty input and decodes values', () => {
    expect(parseInviteCode('')).toBe('')
    expect(parseInviteCode(null)).toBe('')
    expect(parseInviteCode('https://a.b/?invite_code=A%2DB')).toBe('A-B')
  })
})
