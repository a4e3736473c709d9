import { View } from '@tarojs/components'
import { Icon } from '@/components/Icon'

/** Five stars filled to the score (0–5, halves drawn as half stars). */
export function Stars ({ score, size = 12 }: { score: string | number, size?: number }) {
  const s = Math.max(0, Math.min(5, Number(score) || 0))
  return (
    <View className='stars' aria-label={`${s}/5`}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, s - i))
        return (
          <View key={i} className='stars__star' style={{ width: `${size}px`, height: `${size}px` }}>
            <Icon name='x-star-fill' size={size} color='#e5e5e5' />
            {fill > 0
              ? (
                <View className='stars__fill' style={{ width: `${Math.round(fill * 100)}%` }}>
                  <Icon name='x-star-fill' size={size} color='#ffb400' />
                </View>
                )
              : null}
          </View>
        )
      })}
    </View>
  )
}
