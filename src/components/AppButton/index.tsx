import type { PropsWithChildren } from 'react'
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface AppButtonProps {
  id?: string
  className?: string
  /** primary: the theme colour; default: grey outline / dark text */
  type?: 'primary' | 'default'
  /** solid fill, outline, or text only */
  fill?: 'solid' | 'outline' | 'none'
  size?: 'small' | 'normal' | 'large'
  /** full width */
  block?: boolean
  loading?: boolean
  disabled?: boolean
  onClick?: () => void
}

/** A plain button (a styled View): the few looks the app uses, without a component kit. */
export function AppButton (p: PropsWithChildren<AppButtonProps>) {
  const type = p.type ?? 'default'
  const fill = p.fill ?? (type === 'primary' ? 'solid' : 'outline')
  const inactive = !!(p.disabled || p.loading)
  const cls = [
    'app-btn', `app-btn--${type}`, `app-btn--${fill}`, `app-btn--${p.size ?? 'normal'}`,
    p.block ? 'app-btn--block' : '', p.disabled ? 'app-btn--disabled' : '', p.loading ? 'app-btn--loading' : '',
    p.className ?? ''
  ].filter(Boolean).join(' ')
  return (
    <View id={p.id} className={cls} aria-disabled={inactive || undefined}
      onClick={() => { if (!inactive) p.onClick?.() }}
    >
      {p.loading ? <View className='app-btn__spinner' /> : null}
      <Text className='app-btn__text'>{p.children}</Text>
    </View>
  )
}
