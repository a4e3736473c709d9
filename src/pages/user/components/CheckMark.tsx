import { View } from '@tarojs/components'
import { Icon } from '@/components/Icon'

/** The round tick of edit mode. */
export function CheckMark ({ on, className = '', onClick }: { on: boolean, className?: string, onClick?: () => void }) {
  return (
    <View className={`check-mark ${on ? 'check-mark--on' : ''} ${className}`}
      onClick={(e) => { if (onClick) { e.stopPropagation?.(); onClick() } }}
    >
      {on ? <Icon name='check' size={10} color='#fff' /> : null}
    </View>
  )
}
