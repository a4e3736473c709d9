import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { assetUrl } from '@/env'
import { openLink } from '@/routes/navigate'
import { AppButton } from '@/components/AppButton'
import { Modal } from '@/components/Modal'
import { t } from '@/i18n'
import { interruptions, popupKey } from '@/lib/interruptions'

/**
 * The server's system pop-up (common/adverts `syspopup`) in a modal, shown once per version of it
 * (lib/interruptions: a version already seen on this device is dismissed without showing).
 * `.sys-popup-close` always closes it (the "close" button next to "view" when the pop-up has a
 * link, else the single "got it" button); `.sys-popup-view` opens the link.
 */
export const SysPopup = observer(function SysPopup ({ ready }: { ready: boolean }) {
  const { app } = useStores()
  const popup = app.syspopup
  const [shownKey, setShownKey] = useState('')
  useEffect(() => {
    if (!popup || !ready) return
    if (!interruptions.popupDue(popup)) { app.dismissSyspopup(); return }
    interruptions.markPopupShown(popup)
    setShownKey(popupKey(popup))
  }, [popup, ready])
  if (!popup || !ready || shownKey !== popupKey(popup)) return null
  const hasLink = !!popup.url
  const footer = hasLink
    ? (
      <>
        <AppButton className='modal__action sys-popup-close' type='default' fill='solid' onClick={() => app.dismissSyspopup()}>
          {t('home.popupClose')}
        </AppButton>
        <AppButton className='modal__action sys-popup-view' type='primary'
          onClick={() => { app.dismissSyspopup(); void openLink(popup.url) }}
        >{t('home.popupView')}
        </AppButton>
      </>
      )
    : (
      <AppButton className='modal__action sys-popup-close' type='primary' onClick={() => app.dismissSyspopup()}>
        {t('home.popupOk')}
      </AppButton>
      )
  return (
    <Modal className='sys-popup' visible title={popup.title || t('home.popupTitle')} footer={footer}>
      <View className='sys-popup__body'>
        {popup.image ? <Image className='sys-popup__image' src={assetUrl(popup.image)} mode='aspectFill' /> : null}
        {popup.content ? <Text className='sys-popup__content'>{popup.content}</Text> : null}
      </View>
    </Modal>
  )
})
