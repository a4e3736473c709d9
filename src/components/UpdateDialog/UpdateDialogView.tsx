import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { AppButton } from '../AppButton'
import { Modal } from '../Modal'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import { updatePlatform } from '@/platform/update'
import './index.scss'

/**
 * Version-update dialog (spec §2 Home): title, version, release notes and the update store's
 * actions — ignore, download (with progress), install, upgrade now. On H5 download / upgrade now
 * open the link (the store does it); on weapp WeChat downloads by itself, so the dialog offers
 * install once the package is ready (progress 100).
 */
export const UpdateDialogView = observer(function UpdateDialogView () {
  const { update } = useStores()
  const info = update.info
  if (!info || !update.visible) return null

  const native = updatePlatform.kind === 'native'
  const progress = Math.max(0, Math.min(100, Math.round(Number(update.progress) || 0)))
  const ready = progress >= 100
  const downloading = progress > 0 && !ready
  const canIgnore = !info.enforce

  let actions
  if (ready) {
    actions = (
      <AppButton id='update-install' type='primary' block onClick={() => { void update.install() }}>
        {t('update.install')}
      </AppButton>
    )
  } else if (downloading || native) {
    actions = (
      <>
        {downloading || !canIgnore
          ? <AppButton id='update-downloading' type='primary' block disabled>{t('update.downloading', { progress })}</AppButton>
          : null}
        {canIgnore
          ? <AppButton id='update-ignore' fill='none' block onClick={() => update.ignore()}>{t('update.ignore')}</AppButton>
          : null}
      </>
    )
  } else {
    actions = (
      <>
        <AppButton id='update-now' type='primary' block onClick={() => { void update.upgradeNow() }}>
          {t('update.upgradeNow')}
        </AppButton>
        <View className='update-dialog__row'>
          {canIgnore
            ? (
              <AppButton id='update-ignore' className='update-dialog__btn' fill='outline' type='default'
                onClick={() => update.ignore()}
              >{t('update.ignore')}
              </AppButton>
              )
            : null}
          <AppButton id='update-download' className='update-dialog__btn' fill='outline' type='primary'
            onClick={() => { void update.download() }}
          >{t('update.download')}
          </AppButton>
        </View>
      </>
    )
  }

  return (
    <Modal
      className='update-dialog'
      visible
      title={info.version_name ? t('update.title', { version: `v${info.version_name}` }) : t('update.readyTitle')}
      footer={<View className='update-dialog__footer'>{actions}</View>}
    >
      <View className='update-dialog__body'>
        {info.content ? <Text className='update-dialog__content'>{info.content}</Text> : null}
        {downloading || (ready && !native)
          ? (
            <View className='update-dialog__progress'>
              <View className='update-dialog__bar'>
                <View className='update-dialog__bar-fill' style={{ width: `${progress}%` }} />
              </View>
              <Text className='update-dialog__percent'>{progress}%</Text>
            </View>
            )
          : null}
      </View>
    </Modal>
  )
})
