import type { PropsWithChildren, ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface ModalProps {
  /** rendered only while true */
  visible: boolean
  className?: string
  title?: ReactNode
  /** action buttons under the body (laid out in a row; give them `modal__action` to share it) */
  footer?: ReactNode
  /** stack the footer's actions vertically */
  footerColumn?: boolean
  /** tap on the dimmed background; nothing by default */
  onOverlayClick?: () => void
}

/** A centred dialog card over a dimmed page: title, body, footer. No component kit. */
export function Modal (p: PropsWithChildren<ModalProps>) {
  if (!p.visible) return null
  return (
    <View className={`modal ${p.className ?? ''}`}>
      <View className='modal__overlay' catchMove onClick={p.onOverlayClick} />
      <View className='modal__card'>
        {p.title ? <Text className='modal__title'>{p.title}</Text> : null}
        <View className='modal__body'>{p.children}</View>
        {p.footer
          ? <View className={`modal__footer ${p.footerColumn ? 'modal__footer--column' : ''}`}>{p.footer}</View>
          : null}
      </View>
    </View>
  )
}
