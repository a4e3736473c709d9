import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/env'

/** A round avatar; without a picture, the first letter of the name. */
export function Avatar ({ src, name, badge, className = '' }: { src: string, name: string, badge?: string, className?: string }) {
  return (
    <View className={`mc-avatar ${className}`}>
      {src
        ? <Image className='mc-avatar__img' src={assetUrl(src)} mode='aspectFill' lazyLoad />
        : <View className='mc-avatar__letter'><Text>{(name.trim()[0] ?? '?').toUpperCase()}</Text></View>}
      {badge ? <Text className='mc-avatar__badge'>{badge}</Text> : null}
    </View>
  )
}
