import type { PropsWithChildren, ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Icon } from '@/components/Icon'

// The rows of the account pages: a card of rows with an optional title, a row with a value and
// an arrow when it opens something.

export function MenuGroup ({ title, children, id }: PropsWithChildren<{ title?: string, id?: string }>) {
  return (
    <View className='acc-group' id={id}>
      {title ? <Text className='acc-group__title'>{title}</Text> : null}
      {children}
    </View>
  )
}

export interface MenuRowProps {
  id?: string
  title: string
  /** text on the right */
  value?: ReactNode
  /** the value in the theme colour */
  strong?: boolean
  /** an element on the right in place of the value (a switch, an avatar) */
  extra?: ReactNode
  onClick?: () => void
}

export function MenuRow ({ id, title, value, strong, extra, onClick }: MenuRowProps) {
  return (
    <View id={id} className='acc-row' onClick={onClick}>
      <Text className='acc-row__title'>{title}</Text>
      {extra ?? <Text className={`acc-row__value ${strong ? 'acc-row__value--strong' : ''}`}>{value ?? ''}</Text>}
      {onClick ? <Icon name='arrow-right' size={12} color='#c8c8c8' /> : null}
    </View>
  )
}
