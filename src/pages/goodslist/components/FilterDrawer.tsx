import { Input, ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { observer } from '@/lib/observer'
import { AppButton } from '@/components/AppButton'
import { toast } from '@/components/PageShell'
import { t } from '@/i18n'
import '@/i18n/domains/catalog'
import type { GoodsListStore } from '../store'

function Chip ({ id, label, on, onClick }: { id?: string, label: string, on: boolean, onClick: () => void }) {
  return (
    <View id={id} className={`filter-chip ${on ? 'filter-chip--on' : ''}`} onClick={onClick}>
      <Text>{label}</Text>
    </View>
  )
}

/** The filter drawer from the right: price range, brands and attributes; reset and confirm. */
export const FilterDrawer = observer(function FilterDrawer ({ store }: { store: GoodsListStore }) {
  const { draft, drawer } = store
  const brands = drawer?.brand ?? []
  const attributes = (drawer?.attribute ?? []).filter((a) => a.values.length > 0)
  const confirm = () => {
    if (!store.confirmDraft()) toast(t('catalog.drawer.priceInvalid'))
  }
  return (
    <Popup visible={store.drawerOpen} position='right' className='filter-drawer' onClose={() => store.closeDrawer()}>
      <View className='filter-drawer__inner'>
        <View className='filter-drawer__head'><Text>{t('catalog.drawer.title')}</Text></View>
        <ScrollView scrollY className='filter-drawer__body'>
          <View className='filter-drawer__section'>
            <Text className='filter-drawer__label'>{t('catalog.drawer.price')}</Text>
            <View className='filter-drawer__price'>
              <Input id='price-min' className='filter-drawer__input' type='digit' value={draft.priceMin} maxlength={12}
                placeholder={t('catalog.drawer.min')} onInput={(e) => store.setPrice('priceMin', String(e.detail?.value ?? ''))}
              />
              <View className='filter-drawer__dash' />
              <Input id='price-max' className='filter-drawer__input' type='digit' value={draft.priceMax} maxlength={12}
                placeholder={t('catalog.drawer.max')} onInput={(e) => store.setPrice('priceMax', String(e.detail?.value ?? ''))}
              />
            </View>
          </View>
          {brands.length > 0
            ? (
              <View className='filter-drawer__section'>
                <Text className='filter-drawer__label'>{t('catalog.drawer.brand')}</Text>
                <View className='filter-drawer__chips'>
                  {brands.map((b) => (
                    <Chip key={b.id} id={`brand-${b.id}`} label={b.name} on={draft.brandId === b.id} onClick={() => store.toggleBrand(b.id)} />
                  ))}
                </View>
              </View>
              )
            : null}
          {attributes.map((a) => (
            <View key={a.name} className='filter-drawer__section'>
              <Text className='filter-drawer__label'>{a.name}</Text>
              <View className='filter-drawer__chips'>
                {a.values.map((v) => (
                  <Chip key={v} label={v} on={draft.attrs[a.name] === v} onClick={() => store.toggleAttr(a.name, v)} />
                ))}
              </View>
            </View>
          ))}
          {store.drawerLoading ? <View className='filter-drawer__loading'><View className='load-more__spinner' /><Text>{t('load.loading')}</Text></View> : null}
        </ScrollView>
        <View className='filter-drawer__footer'>
          <AppButton id='drawer-reset' className='filter-drawer__btn' type='default' onClick={() => store.resetDraft()}>{t('catalog.drawer.reset')}</AppButton>
          <AppButton id='drawer-confirm' className='filter-drawer__btn' type='primary' onClick={confirm}>{t('catalog.drawer.confirm')}</AppButton>
        </View>
      </View>
    </Popup>
  )
})
