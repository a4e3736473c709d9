import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { assetUrl } from '@/env'
import { openLink } from '@/routes/navigate'
import { AppButton } from '@/components/AppButton'
import { Modal } from '@/components/Modal'
import { t } from '@/i18n'

/**
 * The server's system pop-up (common/adverts `syspopup`) in a modal, shown once per start.
 * `.sys-popup-close` always closes it (the "close" button next to "view" when the pop-up has a
 * link, else the single "got it" button); `.sys-popup-view` opens the link.
 */
export const SysPopup = observer(function SysPopup ({ ready }: { ready: boolean }) {
  const { app } = useStores()
  const popup = app.syspopup
  if (!popup || !ready) return null
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
