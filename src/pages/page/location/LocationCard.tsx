import { Image, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { appEnv } from '@/env'
import { staticMapUrl, type LatLng } from '@/lib/map'
import { Icon } from '@/components/Icon'

/** The map picture (when a map key is built in) or the plain note saying there is none. */
export function MapOrNote ({ point }: { point: LatLng | null }) {
  const provider = appEnv.MAP_PROVIDER
  if (!provider) {
    return (
      <View id='loc-no-map' className='loc-note'>
        <Icon name='location' size={16} color='#8a5a00' />
        <Text>{t('acc.location.noMap')}</Text>
      </View>
    )
  }
  const src = point ? staticMapUrl(provider, appEnv.MAP_KEY, point) : ''
  return (
    <>
      {src ? <Image id='loc-map' className='loc-map' src={src} mode='aspectFill' /> : null}
      <Text className='acc-intro'>{t('acc.location.mapNote', { provider: t(`acc.location.providers.${provider}`) })}</Text>
    </>
  )
}

/** A place as a static card: name, address, coordinates. */
export function LocationCard ({ name, address, point }: { name: string, address: string, point: LatLng | null }) {
  return (
    <View id='loc-card' className='loc-card'>
      <Icon name='location' size={24} color='#ff448f' />
      <View className='loc-card__body'>
        <Text className='loc-card__name'>{name || address || t('acc.location.unknown')}</Text>
        {name && address ? <Text className='loc-card__addr'>{address}</Text> : null}
        {point ? <Text className='loc-card__coord'>{point.lat.toFixed(6)}, {point.lng.toFixed(6)}</Text> : null}
      </View>
    </View>
  )
}
