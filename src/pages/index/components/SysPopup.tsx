import { Image, Text, View } from '@tarojs/components'
import { Dialog } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { assetUrl } from '@/env'
import { openLink } from '@/components/link'
import { t } from '@/i18n'

/** The server's system pop-up (common/adverts `syspopup`) in a modal, shown once per start. */
export const SysPopup = observer(function SysPopup ({ ready }: { ready: boolean }) {
  const { app } = useStores()
  const popup = app.syspopup
  if (!popup || !ready) return null
  const hasLink = !!popup.url
  return (
    <Dialog
      className='sys-popup'
      visible
      title={popup.title || t('home.popupTitle')}
      confirmText={hasLink ? t('home.popupView') : t('home.popupOk')}
      cancelText={t('home.popupClose')}
      hideCancelButton={!hasLink}
      closeOnOverlayClick={false}
      onConfirm={() => {
        app.dismissSyspopup()
        if (hasLink) void openLink(popup.url)
      }}
      onCancel={() => app.dismissSyspopup()}
    >
      <View className='sys-popup__body'>
        {popup.image ? <Image className='sys-popup__image' src={assetUrl(popup.image)} mode='aspectFill' /> : null}
        {popup.content ? <Text className='sys-popup__content'>{popup.content}</Text> : null}
      </View>
    </Dialog>
  )
})
