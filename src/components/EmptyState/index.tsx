import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { AppButton } from '../AppButton'
import './index.scss'

export interface EmptyStateProps {
  icon?: ReactNode
  title: string
  description?: string
  actionText?: string
  actionId?: string
  onAction?: () => void
  loading?: boolean
  /** solid primary button (the page's main call to action) instead of an outline one */
  solid?: boolean
  className?: string
}

/** Designed empty / error state: round icon, title, hint and an optional action button. */
export function EmptyState (p: EmptyStateProps) {
  return (
    <View className={`empty-state ${p.className ?? ''}`}>
      {p.icon ? <View className='empty-state__icon'>{p.icon}</View> : null}
      <Text className='empty-state__title'>{p.title}</Text>
      {p.description ? <Text className='empty-state__desc'>{p.description}</Text> : null}
      {p.actionText && p.onAction
        ? (
          <AppButton id={p.actionId} className='empty-state__action' type='primary' fill={p.solid ? 'solid' : 'outline'} size={p.solid ? 'normal' : 'small'}
            loading={p.loading} onClick={p.onAction}
          >{p.actionText}
          </AppButton>
          )
        : null}
    </View>
  )
}
