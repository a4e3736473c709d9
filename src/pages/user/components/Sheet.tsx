import { Text, View } from '@tarojs/components'
import { Icon } from '@/components/Icon'

/** A bottom sheet (order.scss `order-sheet`): mask, a head with close and title, and its content. */
export function Sheet ({ title, onClose, onMask, children }: { title: string, onClose: () => void, onMask?: () => void, children: React.ReactNode }) {
  return (
    <View className='order-sheet dl-sheet'>
      <View className='order-sheet__mask' onClick={onMask ?? onClose} />
      <View className='order-sheet__panel dl-sheet__panel'>
        <View className='order-sheet__head'>
          <View className='order-sheet__close' onClick={onClose}><Icon name='x-close' size={18} /></View>
          <Text className='order-sheet__title'>{title}</Text>
        </View>
        {children}
      </View>
    </View>
  )
}
