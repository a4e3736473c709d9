import type { PropsWithChildren } from 'react'
import { View } from '@tarojs/components'
import { share } from '@/platform/share'
import type { ShareButtonProps } from './types'
import './index.scss'

export type { ShareButtonProps }

/**
 * A share tap. H5 (and neutral): platform/share decides (WeChat browser → use the ··· menu,
 * elsewhere → copy the link). weapp: index.weapp.tsx, an open-type="share" button.
 */
export function ShareButton ({ id, className = '', content, onDone, children }: PropsWithChildren<ShareButtonProps>) {
  return (
    <View id={id} className={`share-button ${className}`}
      onClick={() => {
        onDone?.()
        if (content) void share(content)
      }}
    >{children}
    </View>
  )
}
