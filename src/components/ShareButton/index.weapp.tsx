import type { PropsWithChildren } from 'react'
import { Button } from '@tarojs/components'
import type { ShareButtonProps } from './types'
import './index.scss'

/** weapp: WeChat's share sheet through the page's onShareAppMessage (platform/share useShare). */
export function ShareButton ({ id, className = '', onDone, children }: PropsWithChildren<ShareButtonProps>) {
  return (
    <Button id={id} className={`share-button share-button--native ${className}`} openType='share' onClick={() => onDone?.()}>
      {children}
    </Button>
  )
}
