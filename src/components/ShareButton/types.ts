import type { ShareContent } from '@/platform/share'

export interface ShareButtonProps {
  id?: string
  className?: string
  /** null while the page has nothing to share yet */
  content: ShareContent | null
  /** after the tap was handled (e.g. close a menu) */
  onDone?: () => void
}
