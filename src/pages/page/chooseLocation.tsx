import { useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { parseLatLng } from '@/lib/map'
import { appEnv } from '@/env'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { canChooseLocation, chooseLocation } from '@/platform/location'
import { redirect } from '@/routes/navigate'
import { MenuGroup } from '../user/setting/components/rows'
import { MapOrNote } from './location/LocationCard'
import '../user/setting/account.scss'

/** What the page hands back (Taro.eventCenter 'location:chosen'), the shape of Taro.chooseLocation's answer. */
export interface ChosenPlace { name: string, address: string, latitude: number | null, longitude: number | null }
export const LOCATION_CHOSEN = 'location:chosen'

/**
 * Choose a place (spec /choose-location; /pages/page/chooseLocation): WeChat's map picker in the
 * mini program; on H5 the map provider's picker when a key is built in (and a map picture of the
 * point), else the place is entered by hand under a plain note saying there is no map. Confirm hands the place to the page that opened this one, or shows it.
 */
export default function ChooseLocationPage () {
  const p = useRouter().params
  const [name, setName] = useState('')
  const [address, setAddress] = useState('')
  const [lat, setLat] = useState(p.latitude ?? '')
  const [lng, setLng] = useState(p.longitude ?? '')
  const [error, setError] = useState('')
  const point = parseLatLng(lat, lng)

  const pick = async () => {
    const r = await chooseLocation(point ?? undefined)
    if (!r) return
    const [o, a] = r.location.split(',')
    setName(r.name)
    setAddress(r.address)
    setLng(o)
    setLat(a)
  }

  const confirm = () => {
    if (!name.trim() && !address.trim()) { setError(t('acc.location.required')); return }
    if ((lat || lng) && !point) { setError(t('acc.location.coordInvalid')); return }
    setError('')
    const place: ChosenPlace = { name: name.trim(), address: address.trim(), latitude: point?.lat ?? null, longitude: point?.lng ?? null }
    if ((Taro.getCurrentPages?.() ?? []).length > 1) {
      Taro.eventCenter.trigger(LOCATION_CHOSEN, place)
      void Promise.resolve(Taro.navigateBack()).catch(() => undefined)
      return
    }
    void redirect('pages/page/openLocation', {
      name: place.name, address: place.address,
      latitude: point ? String(point.lat) : undefined, longitude: point ? String(point.lng) : undefined
    })
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void, ph: string, type: 'text' | 'digit' = 'text') => (
    <View className='acc-row'>
      <Text className='acc-row__title'>{label}</Text>
      <Input id={id} className='acc-row__input' type={type} value={value} maxlength={100} placeholder={ph} placeholderClass='acc-row__ph' onInput={(e) => set(e.detail.value)} />
    </View>
  )

  return (
    <PageShell id='choose-location' className='acc-page' titleKey='acc.location.chooseTitle'>
      {canChooseLocation
        ? <View className='acc-actions' style={{ margin: '0 0 24px' }}><AppButton id='loc-pick' type='primary' block size='large' onClick={() => { void pick() }}>{t('acc.location.chooseTitle')}</AppButton></View>
        : null}
      {/* the map picture of the chosen point with a key; the no-map note where nothing can be picked */}
      {appEnv.MAP_PROVIDER || !canChooseLocation ? <MapOrNote point={point} /> : null}
      <MenuGroup>
        {field('loc-name', t('acc.location.name'), name, setName, t('acc.location.namePh'))}
        {field('loc-address', t('acc.location.address'), address, setAddress, t('acc.location.addressPh'))}
        {field('loc-lat', t('acc.location.lat'), lat, setLat, t('acc.location.optional'), 'digit')}
        {field('loc-lng', t('acc.location.lng'), lng, setLng, t('acc.location.optional'), 'digit')}
      </MenuGroup>
      {error ? <Text id='loc-error' className='acc-error'>{error}</Text> : null}
      <View className='acc-actions'>
        <AppButton id='loc-confirm' type='primary' block size='large' onClick={confirm}>{t('acc.location.confirm')}</AppButton>
      </View>
    </PageShell>
  )
}
