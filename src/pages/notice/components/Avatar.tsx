import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/env'
import { Icon } from '@/components/Icon'
import { avatarLetter } from '@/lib/avatar'

/** A round avatar; without a picture, the name's letter or a person (lib/avatar). */
export function Avatar ({ src, name, badge, className = '' }: { src: string, name: string, badge?: string, className?: string }) {
  const letter = avatarLetter(name)
  return (
    <View className={`mc-avatar ${className}`}>
      {src
        ? <Image className='mc-avatar__img' src={assetUrl(src)} mode='aspectFill' lazyLoad />
        : <View className='mc-avatar__letter'>{letter !== '' ? <Text>{letter}</Text> : <Icon name='user' size={20} color='#ff448f' />}</View>}
      {badge ? <Text className='mc-avatar__badge'>{badge}</Text> : null}
    </View>
  )
}
