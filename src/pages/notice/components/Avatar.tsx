import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/env'
import { Icon } from '@/components/Icon'

/** A round avatar; without a picture, the first letter of the name (a person for names like "0x12…"). */
export function Avatar ({ src, name, badge, className = '' }: { src: string, name: string, badge?: string, className?: string }) {
  const first = name.trim()[0] ?? ''
  return (
    <View className={`mc-avatar ${className}`}>
      {src
        ? <Image className='mc-avatar__img' src={assetUrl(src)} mode='aspectFill' lazyLoad />
        : <View className='mc-avatar__letter'>{/^\p{L}$/u.test(first) ? <Text>{first.toUpperCase()}</Text> : <Icon name='user' size={20} color='#ff448f' />}</View>}
      {badge ? <Text className='mc-avatar__badge'>{badge}</Text> : null}
    </View>
  )
}
