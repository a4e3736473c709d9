import { useEffect, useState } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { AgencyShop } from '../../../../types/agents'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/agents'
import { agentsApi } from '@/api/agents'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { ImagePicker, type Picture } from '../components/ImagePicker'
import { errorText, LoadGate, useLoad } from '../money/components/shared'
import '../money/components/wallet.scss'
import '../order/components/order.scss'
import './components/agents.scss'

const pic = (url: string): Picture[] => url ? [{ url, preview: url }] : []

/** Agency shop profile (/pages/user/shopInfoArr/shopInfo): name, intro, logo and header, saved together. */
const ShopInfoPage = observer(function ShopInfoPage () {
  const { session } = useStores()
  const shop = useLoad<AgencyShop>(() => agentsApi.shop(), session.isLogin)
  const [name, setName] = useState('')
  const [intro, setIntro] = useState('')
  const [logo, setLogo] = useState<Picture[]>([])
  const [header, setHeader] = useState<Picture[]>([])
  const [uploading, setUploading] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  useEffect(() => {
    const s = shop.data
    if (s === null) return
    setName(s.name); setIntro(s.intro); setLogo(pic(s.logo)); setHeader(pic(s.header))
  }, [shop.data])
  if (!session.isLogin) return <PageShell id='shop-info' className='w-page' titleKey='agents.shopInfoTitle'><SignInPrompt reason='account' /></PageShell>
  const save = async () => {
    if (name.trim() === '') { setError(t('agents.shopNamePlaceholder')); return }
    setBusy(true)
    setError('')
    try {
      await agentsApi.saveShop({ name: name.trim(), intro: intro.trim(), logo: logo[0]?.url ?? '', header: header[0]?.url ?? '' })
      toast(t('agents.saved'), 'success')
      await shop.reload()
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <PageShell id='shop-info' className='w-page' titleKey='agents.shopInfoTitle'>
      {shop.data === null
        ? <LoadGate state={shop} rows={4} />
        : (
          <>
            <View className='w-card'>
              <View className='w-field'>
                <Text className='w-field__label'>{t('agents.shopName')}</Text>
                <Input id='shop-info-name' className='w-field__input' value={name} maxlength={30} placeholder={t('agents.shopNamePlaceholder')} onInput={(e) => { setName(e.detail.value); setError('') }} />
              </View>
              <View className='w-field w-field--col'>
                <Text className='w-field__label'>{t('agents.shopIntro')}</Text>
                <Textarea id='shop-info-intro' className='w-field__input' style={{ height: '160px', width: '100%' }} value={intro} maxlength={200} placeholder={t('agents.shopIntroPlaceholder')} onInput={(e) => { setIntro(e.detail.value) }} />
              </View>
              <View className='w-field w-field--col'>
                <Text className='w-field__label'>{t('agents.logo')}</Text>
                <ImagePicker id='shop-info-logo' value={logo} onChange={setLogo} max={1} addLabel={t('agents.addPicture')} onUploading={setUploading} />
              </View>
              <View className='w-field w-field--col'>
                <Text className='w-field__label'>{t('agents.header')}</Text>
                <ImagePicker id='shop-info-header' value={header} onChange={setHeader} max={1} addLabel={t('agents.addPicture')} onUploading={setUploading} />
              </View>
            </View>
            {error ? <Text id='shop-info-error' className='w-note w-note--error' style={{ padding: '0 24px' }}>{error}</Text> : null}
            <AppButton id='shop-info-save' className='w-submit' type='primary' block loading={busy} disabled={busy || uploading > 0} onClick={() => { void save() }}>{t('agents.save')}</AppButton>
          </>
          )}
    </PageShell>
  )
})

export default ShopInfoPage
