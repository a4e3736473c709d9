import { avatarLetter } from '@/lib/avatar'

// Avatars without a picture (message centre, group teams): a letter, or a person for names that
// do not start with one.
describe('avatarLetter', () => {
  it('is the first letter of the name, upper-cased, in any script', () => {
    expect(avatarLetter('alice')).toBe('A')
    expect(avatarLetter('  bob')).toBe('B')
    expect(avatarLetter('林小满')).toBe('林')
  })
  it('is empty for a wallet name, a digit, a symbol or no name (the avatar shows a person)', () => {
    expect(avatarLetter('0xd9b9…3a1f')).toBe('')
    expect(avatarLetter('7 days')).toBe('')
    expect(avatarLetter('😀 hi')).toBe('')
    expect(avatarLetter('')).toBe('')
  })
})
