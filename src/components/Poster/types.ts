import type { PosterKind } from '@/lib/poster'

export interface PosterProps {
  kind: PosterKind
  title: string
  /** picture: a server upload path or same-origin URL ('' for an invitation draws a banner) */
  image: string
  /** the price in the display currency, formatted ('¥755.00'; components/Price usePrice) */
  price?: string
  subtitle?: string
  /** the absolute link the QR code opens (carries the sharer's invite code) */
  link: string
  /** the sharer's nickname for the byline ('' → an anonymous byline) */
  nickname: string
}
