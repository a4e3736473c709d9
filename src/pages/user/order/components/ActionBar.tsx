import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/order'
import type { OrderAction } from '../rules'

const PRIMARY: ReadonlySet<OrderAction> = new Set<OrderAction>(['pay', 'confirm', 'comment', 'deliver'])

/** The action buttons of an order (list card and details bar share the classes .order-action-<x>). */
export function ActionBar ({ actions, onAction, busy, className = '', extra }: {
  actions: OrderAction[]
  /** a button after the state's actions that is not an order transition (buy again) */
  extra?: ReactNode
  onAction: (a: OrderAction) => void
  busy?: boolean
  className?: string
}) {
  if (actions.length === 0 && !extra) return null
  return (
    <View className={`order-actions ${className}`}>
      {actions.map((a) => (
        <Text key={a}
          className={`order-action order-action-${a} ${PRIMARY.has(a) ? 'order-action--primary' : ''} ${busy ? 'order-action--busy' : ''}`}
          onClick={(e) => { e.stopPropagation(); if (!busy) onAction(a) }}
        >{t(`order.action.${a}`)}
        </Text>
      ))}
      {extra}
    </View>
  )
}
