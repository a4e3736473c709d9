import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { appEnv } from '@/env'
import { parseLatLng, webMapUrl } from '@/lib/map'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { copyText } from '@/platform/clipboard'
import { canChooseLocation } from '@/platform/location'
import { openExternal } from '@/platform/external'
import { routeText } from '@/routes/params'
import { LocationCard, MapOrNote } from './location/LocationCard'
import '../user/setting/account.scss'

/**
 * A place (spec /open-location; /pages/page/openLocation?latitude&longitude&name&address): the map
 * picture with a key, else a static card; "open in map" uses WeChat's map in the mini program and
 * the provider's web map on H5 with a key; the address can always be copied.
 */
export default function OpenLocationPage () {
  const p = useRouter().params
  const name = routeText(p.name)
  const address = routeText(p.address)
  const point = parseLatLng(p.latitude, p.longitude)
  const text = [name, address].filter(Boolean).join(' ')

  const openMap = () => {
    if (!point) return
    if (canChooseLocation) {
      void Promise.resolve(Taro.openLocation({ latitude: point.lat, longitude: point.lng, name, address, scale: 16 })).catch(() => undefined)
    } else {
      void openExternal(webMapUrl(appEnv.MAP_PROVIDER, point, name || address))
    }
  }
  const canOpen = !!point && (canChooseLocation || !!appEnv.MAP_PROVIDER)

  return (
    <PageShell id='open-location' className='acc-page' titleKey='acc.location.openTitle'>
      {canChooseLocation ? null : <MapOrNote point={point} />}
      <LocationCard name={name} address={address} point={point} />
      <View className='acc-actions'>
        {canOpen ? <AppButton id='loc-open' type='primary' block size='large' onClick={openMap}>{t('acc.location.openMap')}</AppButton> : null}
        {text ? <AppButton id='loc-copy' block size='large' onClick={() => { void copyText(text) }}>{t('acc.location.copy')}</AppButton> : null}
      </View>
    </PageShell>
  )
}
