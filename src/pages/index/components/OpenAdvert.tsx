import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { assetUrl } from '@/env'
import { openLink } from '@/routes/navigate'
import { t } from '@/i18n'
import { interruptions } from '@/lib/interruptions'

const SECONDS = 3
/** once per start of the app even when storage is unavailable (module state lives as long as the app) */
let shownThisStart = false

const quiet = (p: unknown) => { if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => {}) }

/** Full-screen open-screen advert with a "skip N" countdown; shown at most once per day (lib/interruptions). */
export const OpenAdvert = observer(function OpenAdvert ({ onDone }: { onDone?: () => void }) {
  const { app } = useStores()
  const loaded = app.adverts !== null
  const advert = app.adverts?.openAdverts ?? null
  const [left, setLeft] = useState(SECONDS)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    // the pop-up waits for this decision: before the adverts arrive there is nothing to decide
    if (!loaded) return
    if (advert && !shownThisStart && interruptions.openAdvertDue()) {
      shownThisStart = true
      interruptions.markOpenAdvertShown()
      setOpen(true)
      quiet(Taro.hideTabBar({ animation: false }))
    } else if (!open) {
      onDone?.()
    }
  }, [loaded, advert])

  useEffect(() => {
    if (!open) return
    if (left <= 0) { close(); return }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [open, left])

  function close () {
    setOpen(false)
    quiet(Taro.showTabBar({ animation: false }))
    onDone?.()
  }

  if (!open || !advert) return null
  return (
    <View className='open-advert' catchMove>
      <Image className='open-advert__image' src={assetUrl(advert.media)} mode='aspectFill'
        onClick={() => { close(); void openLink(advert.url, advert.id) }}
      />
      <View id='open-advert-skip' className='open-advert__skip' onClick={close}>
        <Text>{t('home.skip', { n: Math.max(left, 0) })}</Text>
      </View>
      {advert.title ? <Text className='open-advert__title'>{advert.title}</Text> : null}
    </View>
  )
})
