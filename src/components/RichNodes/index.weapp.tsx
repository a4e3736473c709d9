import { RichText } from '@tarojs/components'
import type { RichNode } from '../../../types/rich-text'

/** Mini program: WeChat's native rich-text draws the server's nodes (H5 and jest: index.tsx). */
export function RichNodes ({ nodes, className }: { nodes: RichNode[], className?: string }) {
  return <RichText className={className} nodes={nodes} />
}
