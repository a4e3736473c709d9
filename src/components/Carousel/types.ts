import type { ReactNode } from 'react'

export interface CarouselProps {
  children: ReactNode[]
  className?: string
  /** CSS height of the viewport, e.g. Taro.pxTransform(300) */
  height: string
  /** ms between slides; 0 = no autoplay */
  interval?: number
  vertical?: boolean
  /** dots under the slides */
  indicator?: boolean
  /** the slide now shown (0-based), after each move */
  onChange?: (index: number) => void
}
