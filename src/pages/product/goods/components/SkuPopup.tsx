import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { Popup } from '@nutui/nutui-react-taro'
import type { GoodsDetail } from '../../../../../types/catalog'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import { compare, displayAmount, formatMoney } from '@/lib/money'
import { useStores } from '@/stores'
import { Price } from '@/components/Price'
import { Icon } from '@/components/Icon'
import { toast } from '@/components/PageShell'
import type { SkuProblem, SkuSelection } from '../sku'

export type SkuMode = 'both' | 'cart' | 'buy'

const PROBLEM_KEY = {
  selectSpecs: 'product.sku.selectSpecs',
  minOne: 'product.sku.minOne',
  maxStock: 'product.sku.maxStock',
  soldOut: 'product.sku.soldOut'
} as const

export function problemText (p: SkuProblem | undefined): string {
  return p ? t(PROBLEM_KEY[p]) : ''
}

/**
 * The SKU sheet: the chosen SKU's image, price and stock; one row of options per spu (options no
 * in-stock SKU can complete are disabled); the quantity stepper (1..stock, with the spec's
 * messages); then add-to-cart / buy-now. The rules are SkuSelection's.
 */
export const SkuPopup = observer(function SkuPopup ({ visible, mode, goods, sku, onClose, onCart, onBuy, priceOf, confirmLabel }: {
  visible: boolean
  /** another price per SKU than its own (a group deal's group or alone price); null: not offered */
  priceOf?: (skuId: number) => string | null
  /** the confirm button's text in 'buy' mode (default "confirm") */
  confirmLabel?: string
  mode: SkuMode
  goods: GoodsDetail
  sku: SkuSelection
  onClose: () => void
  onCart: () => void
  onBuy: () => void
}) {
  const { app } = useStores()
  const chosen = sku.chosen
  const own = sku.priceRange
  const priced = priceOf ? sku.sku.map((k) => priceOf(k.id)).filter((v): v is string => v !== null).sort((a, b) => compare(a, b)) : []
  const range = priceOf ? (priced.length ? { min: priced[0], max: priced[priced.length - 1] } : own) : own
  const chosenPrice = chosen ? (priceOf?.(chosen.id) ?? chosen.price) : null
  const image = chosen?.image || goods.image
  const step = (r: { ok: boolean, problem?: SkuProblem }) => { if (!r.ok) toast(problemText(r.problem)) }
  const submit = (then: () => void) => {
    const r = sku.validate()
    if (!r.ok) { toast(problemText(r.problem)); return }
    then()
  }

  return (
    <Popup visible={visible} position='bottom' round closeable onClose={onClose} className='sku-popup-wrap'>
      <View id='sku-popup' className='sku-popup'>
        <View className='sku-popup__head'>
          <Image className='sku-popup__image' src={assetUrl(image)} mode='aspectFill' />
          <View className='sku-popup__summary'>
            <View id='sku-price' className='sku-popup__price'>
              {chosenPrice !== null
                ? <Price value={chosenPrice} size='large' />
                : range && range.min !== range.max
                  ? <><Price value={range.min} size='large' /><Text className='sku-popup__dash'>-</Text><Text className='sku-popup__max'>{displayAmount(range.max, app.moneyDisplay)}</Text></>
                  : <Price value={range?.min ?? goods.price} size='large' />}
            </View>
            {chosen && !priceOf ? <Text className='sku-popup__bbt'>{t('product.bbtPrice')} {formatMoney(chosen.bbt_price)} BBT</Text> : null}
            <Text id='sku-stock' className='sku-popup__stock'>{t('product.sku.stock', { n: sku.stock })}</Text>
            <Text className='sku-popup__chosen'>
              {chosen ? t('product.chosen', { text: sku.selected.join(' / ') }) : t('product.sku.chooseHint', { names: sku.missing.join(' / ') })}
            </Text>
          </View>
        </View>

        <View className='sku-popup__body'>
          {sku.spu.map((s, i) => (
            <View key={s.id} className='sku-group'>
              <Text className='sku-group__name'>{s.name}</Text>
              <View className='sku-group__options'>
                {s.item.map((v) => {
                  const active = sku.isSelected(i, v)
                  const disabled = !active && sku.isDisabled(i, v)
                  return (
                    <Text key={v} data-value={v}
                      className={`sku-option ${active ? 'sku-option--active' : ''} ${disabled ? 'sku-option--disabled' : ''}`}
                      onClick={() => { sku.toggle(i, v) }}
                    >{v}
                    </Text>
                  )
                })}
              </View>
            </View>
          ))}
          <View className='sku-quantity'>
            <Text className='sku-group__name'>{t('product.sku.quantity')}</Text>
            <View className='stepper'>
              <View id='sku-minus' className={`stepper__btn ${sku.quantity <= 1 ? 'stepper__btn--off' : ''}`} onClick={() => step(sku.decrease())}>
                <Icon name='x-minus' size={12} />
              </View>
              <Text id='sku-quantity' className='stepper__value'>{sku.quantity}</Text>
              <View id='sku-plus' className={`stepper__btn ${sku.quantity >= sku.stock ? 'stepper__btn--off' : ''}`} onClick={() => step(sku.increase())}>
                <Icon name='x-plus' size={12} />
              </View>
            </View>
          </View>
        </View>

        <View className='sku-popup__actions'>
          {mode === 'both'
            ? (
              <>
                <View id='sku-add-cart' className='sku-btn sku-btn--cart' onClick={() => submit(onCart)}>{t('product.addToCart')}</View>
                <View id='sku-buy' className='sku-btn sku-btn--buy' onClick={() => submit(onBuy)}>{t('product.buyNow')}</View>
              </>
              )
            : (
              <View id='sku-confirm' className={`sku-btn sku-btn--${mode === 'cart' ? 'cart' : 'buy'} sku-btn--full`}
                onClick={() => submit(mode === 'cart' ? onCart : onBuy)}
              >{confirmLabel ?? t('product.sku.confirm')}
              </View>
              )}
        </View>
      </View>
    </Popup>
  )
})
