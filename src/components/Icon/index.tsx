import type { CSSProperties } from 'react'
import { View } from '@tarojs/components'
import type { ExtraIconName } from './extra'
import './index.scss'

/** The app's icons (shapes in index.scss). */
export type IconName =
  | 'search' | 'arrow-right' | 'failure' | 'store' | 'cart' | 'wallet' | 'setting' | 'user' | 'copy'
  | 'to-pay' | 'transit' | 'to-receive' | 'comment' | 'refund' | 'coupon' | 'location' | 'service' | 'check'
  /** extra.scss: imported by the pages that use them */
  | ExtraIconName
  /** catalog.scss: imported by the browsing pages that use them */
  | 'filter' | 'list' | 'grid' | 'del' | 'clear' | 'triangle-up' | 'triangle-down' | 'eye' | 'clock' | 'arrow-down' | 'articles' | 'link'

export interface IconProps {
  name: IconName
  /** CSS px, square (like NutUI's size); default 16 at 375 width */
  size?: number
  /** defaults to the text colour */
  color?: string
  className?: string
  style?: CSSProperties
  onClick?: () => void
}

/** A small monochrome icon: an SVG mask filled with `color` (no icon font, no JS per icon). */
export function Icon ({ name, size, color, className, style, onClick }: IconProps) {
  const s: CSSProperties = { ...style }
  if (size) {
    s.width = `${size}px`
    s.height = `${size}px`
  }
  if (color) s.color = color
  return <View className={`app-icon app-icon--${name} ${className ?? ''}`} style={s} onClick={onClick} />
}
