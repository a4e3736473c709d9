/**
 * The letter an avatar without a picture shows: the first character of the name when it is a
 * letter (any script), upper-cased; '' when it is not — a wallet's "0x12…", a digit or a symbol —
 * so the avatar shows a person instead of a bare "0".
 */
export function avatarLetter (name: string): string {
  const first = [...name.trim()][0] ?? ''
  return /^\p{L}$/u.test(first) ? first.toUpperCase() : ''
}
