import { Text } from '@tarojs/components'
import { formatMoney, priceParts } from '@/lib/money'
import './index.scss'

export interface PriceProps {
  /** decimal string from the server, e.g. "12.5" */
  value: string | number | null | undefined
  size?: 'small' | 'normal' | 'large'
  /** struck-through market price in grey */
  strike?: boolean
  className?: string
}

/** ¥ price: symbol and decimals smaller than the integer part (theme colour unless struck). */
export function Price ({ value, size = 'normal', strike = false, className = '' }: PriceProps) {
  if (strike) {
    return <Text className={`price price--strike ${className}`}>¥{formatMoney(value)}</Text>
  }
  const { int, dec } = priceParts(value)
  return (
    <Text className={`price price--${size} ${className}`}>
      <Text className='price__symbol'>¥</Text>
      <Text className='price__int'>{int}</Text>
      {dec ? <Text className='price__dec'>.{dec}</Text> : null}
    </Text>
  )
}
