import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/address'
import { canChooseLocation, chooseLocation } from '@/platform/location'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { ADDRESS_LOCATION } from './events'
import './address.scss'

/**
 * Map choice for an address (/pages/user/address/addressMap; the spec's /choose-location cannot
 * be a Taro route outside pages/). weapp: WeChat's map picker, the point goes back to the form
 * through 'address:location'. H5: the map provider's picker when a key is built in; without one the
 * page says there is no map and goes back to manual entry.
 */
export default function AddressMap () {
  const [state, setState] = useState<'choosing' | 'cancelled' | 'unavailable'>(canChooseLocation ? 'choosing' : 'unavailable')

  const choose = async () => {
    setState('choosing')
    const loc = await chooseLocation()
    if (!loc) { setState('cancelled'); return }
    Taro.eventCenter.trigger(ADDRESS_LOCATION, loc)
    void Taro.navigateBack()
  }
  useEffect(() => { if (canChooseLocation) void choose() }, [])

  const back = () => { void Taro.navigateBack() }
  return (
    <PageShell id='address-map-page' className='addr-page' titleKey='address.mapTitle'>
      {state === 'choosing'
        ? <View className='addr-map__wait'><Icon name='location' size={36} color='#ff448f' /><Text>{t('address.mapChoosing')}</Text></View>
        : state === 'cancelled'
          ? <EmptyState className='addr-empty' icon={<Icon name='location' size={40} />} title={t('address.mapCancelled')}
              actionText={t('address.mapAgain')} actionId='address-map-again' solid onAction={() => { void choose() }}
            />
          : <EmptyState className='addr-empty' icon={<Icon name='location' size={40} />} title={t('address.mapUnavailable')}
              description={t('address.mapUnavailableDesc')} actionText={t('address.mapBack')} actionId='address-map-back' solid onAction={back}
            />}
    </PageShell>
  )
}
