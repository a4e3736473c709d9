import { Text, View } from '@tarojs/components'
import type { RefundListItem } from '../../../../../types/refund'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import { Icon } from '@/components/Icon'
import { Price } from '@/components/Price'
import { stateLabel } from '../rules'
import { GoodsLine } from './GoodsLine'

/** One refund in a list: shop (or buyer), state, the goods line, type and amount. Tapping opens it. */
export function RefundCard ({ r, seller, onOpen }: { r: RefundListItem, seller: boolean, onOpen: () => void }) {
  return (
    <View className='order-card rf-card' data-id={r.id} data-state={r.state} onClick={onOpen}>
      <View className='order-card__head'>
        <Icon name='refund' size={16} />
        <Text className='order-card__shop'>{seller && r.buyer ? t('refund.buyerLabel', { name: r.buyer.nickname }) : r.shop.shopname}</Text>
        <Text className={`order-card__state rf-state rf-state--${r.state}`}>{t(stateLabel(r.state))}</Text>
      </View>
      <GoodsLine g={r.goods} />
      <View className='order-card__sum rf-card__sum'>
        <Text className='rf-card__type'>{t(r.type === 'return' ? 'refund.typeReturn' : 'refund.typeRefund')}</Text>
        <Text className='order-card__sum-text'>{t('refund.amountLabel')}</Text>
        <Price value={r.price} size='small' />
      </View>
      <View className='order-actions'>
        <Text className='order-action rf-open order-action--primary'>{t('refund.view')}</Text>
      </View>
    </View>
  )
}
