import type { PropsWithChildren } from 'react'
import { Text, View } from '@tarojs/components'
import './index.scss'

/**
 * A count bubble on the top-right corner of its child. `value` is the display text
 * (lib/count badge(): '' for none, '99+'); nothing is drawn for ''.
 */
export function Badge ({ value, className, children }: PropsWithChildren<{ value: string, className?: string }>) {
  return (
    <View className={`badge ${className ?? ''}`}>
      {children}
      {value ? <Text className='badge__count'>{value}</Text> : null}
    </View>
  )
}
