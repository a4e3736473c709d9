import { Text } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { currencyMarks, displayAmount, formatPrice, type Amount } from '@/lib/money'
import './index.scss'

export interface PriceProps {
  /** a USDT amount, decimal string from the server, e.g. "12.5" */
  value: string | number | null | undefined
  size?: 'small' | 'normal' | 'large'
  /** struck-through market price in grey */
  strike?: boolean
  className?: string
}

/**
 * The one price formatter bound to the shopper's display currency (AppStore.displayCurrency and the
 * server's usdt_cny): for texts that are not a <Price>, e.g. "incl. shipping ¥6.00". Call it in an
 * `observer` component, so a change of rate or currency re-renders the text.
 */
export function usePrice (): (usdt: Amount, decimals?: number) => string {
  const d = useStores().app.moneyDisplay
  return (usdt, decimals = 2) => formatPrice(usdt, d, decimals)
}

/**
 * A USDT price in the display currency (ECONOMY §1): "¥755.00" by default, "104.86 USDT" by choice.
 * Symbol and decimals smaller than the integer part (theme colour unless struck).
 */
export const Price = observer(function Price ({ value, size = 'normal', strike = false, className = '' }: PriceProps) {
  const d = useStores().app.moneyDisplay
  if (strike) {
    return <Text className={`price price--strike ${className}`}>{formatPrice(value, d)}</Text>
  }
  const { prefix, suffix } = currencyMarks(d)
  const [int, dec = ''] = displayAmount(value, d).split('.')
  return (
    <Text className={`price price--${size} ${className}`} data-usdt={value ?? ''}>
      {prefix ? <Text className='price__symbol'>{prefix}</Text> : null}
      <Text className='price__int'>{int}</Text>
      {dec ? <Text className='price__dec'>.{dec}</Text> : null}
      {suffix ? <Text className='price__unit'>{suffix.trim()}</Text> : null}
    </Text>
  )
})
