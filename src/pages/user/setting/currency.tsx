import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { DisplayCurrency } from '@/lib/money'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { PageShell, toast } from '@/components/PageShell'
import { Price } from '@/components/Price'
import { MenuGroup } from './components/rows'
import './account.scss'

/** Currency (/pages/user/setting/currency): prices in ¥ at the rate (default) or in USDT, everywhere, remembered. */
const CurrencyPage = observer(function CurrencyPage () {
  const { app } = useStores()
  const options: Array<{ value: DisplayCurrency, name: string, desc: string }> = [
    { value: 'cny', name: t('acc.currency.cny'), desc: t('acc.currency.cnyDesc', { rate: app.rates.usdt_cny }) },
    { value: 'usdt', name: t('acc.currency.usdt'), desc: t('acc.currency.usdtDesc') }
  ]
  const choose = (o: typeof options[number]) => {
    if (o.value === app.displayCurrency) return
    app.setDisplayCurrency(o.value)
    toast(t('acc.currency.saved', { name: o.name }), 'success')
  }
  return (
    <PageShell id='currency' className='acc-page' titleKey='acc.currency.title'>
      <Text className='acc-intro'>{t('acc.currency.intro')}</Text>
      <MenuGroup>
        {options.map((o) => (
          <View key={o.value} id={`currency-${o.value}`} className='acc-row' onClick={() => choose(o)}>
            <View className='acc-row__main'>
              <Text className='acc-row__title'>{o.name}</Text>
              <Text className='acc-row__desc'>{o.desc}</Text>
            </View>
            <View className={`acc-radio ${app.displayCurrency === o.value ? 'acc-radio--on' : ''}`} />
          </View>
        ))}
      </MenuGroup>
      <MenuGroup>
        <View className='acc-row'>
          <Text className='acc-row__title'>100 USDT</Text>
          <View className='acc-row__value'><Price value='100' /></View>
        </View>
      </MenuGroup>
    </PageShell>
  )
})

export default CurrencyPage
