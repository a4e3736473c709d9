import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { SignedInDevice } from '../../../../types/account'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { accountApi } from '@/api/account'
import { formatDate } from '@/lib/time'
import { PageShell, toast } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { LinesSkeleton } from '@/components/Skeleton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { MenuGroup } from './components/rows'
import './account.scss'
import { useSignedInShow } from './components/useSignedInShow'

const CLIENTS = ['h5', 'weapp', 'wechat', 'app', 'test'] as const

/** The App-Client a session signed in from ('h5-wanlshop', 'wxapp-wanlshop'...) as a name. */
function clientName (c: string): string {
  const base = c.toLowerCase().split('-')[0].replace(/^wxapp$|^mp$/, 'weapp').replace(/^web$/, 'h5')
  const k = (CLIENTS as readonly string[]).includes(base) ? base as typeof CLIENTS[number] : 'other'
  return t(`acc.center.clients.${k}`)
}

/** Signed-in devices (/pages/user/setting/securityCenter): every live session, "sign out this device" on the others. */
const SecurityCenterPage = observer(function SecurityCenterPage () {
  const { session } = useStores()
  const [devices, setDevices] = useState<SignedInDevice[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState('')

  const load = () => {
    setFailed(false)
    accountApi.security(undefined, { toast: false }).then((s) => setDevices(s.devices)).catch(() => setFailed(true))
  }
  useSignedInShow(load)

  const signOut = async (d: SignedInDevice) => {
    if (busy) return
    const r = await Promise.resolve(Taro.showModal({ title: t('acc.center.signOut'), content: t('acc.center.signOutConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel'), confirmColor: '#ff448f' })).catch(() => null)
    if (!r?.confirm) return
    setBusy(d.id)
    try {
      await accountApi.deviceLogout({ id: d.id })
      setDevices((list) => (list ?? []).filter((x) => x.id !== d.id))
      toast(t('acc.center.signOut'), 'success')
    } catch {
      load()
    } finally {
      setBusy('')
    }
  }

  if (!session.isLogin) return <PageShell id='security-center' className='acc-page' titleKey='acc.center.title'><SignInPrompt reason='account' /></PageShell>

  let body
  if (devices === null && failed) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('acc.center.loadFailed')} actionText={t('acc.center.retry')} actionId='devices-retry' onAction={load} />
  } else if (devices === null) {
    body = <LinesSkeleton rows={3} />
  } else {
    body = (
      <>
        <Text className='acc-intro'>{t('acc.center.intro')}</Text>
        <MenuGroup id='devices'>
          {devices.map((d) => (
            <View key={d.id} className='device' data-current={d.current ? '1' : '0'}>
              <View className='device__icon'><Icon name={d.client === 'weapp' || d.client === 'wechat' ? 'service' : 'wallet'} size={20} color='#ff448f' /></View>
              <View className='device__body'>
                <View className='device__name'>
                  <Text>{clientName(d.client)}</Text>
                  {d.current ? <Text className='acc-tag'>{t('acc.center.current')}</Text> : null}
                </View>
                <Text className='device__meta'>{t('acc.center.signedIn', { time: formatDate(d.created_at) })}</Text>
                <Text className='device__meta'>{t('acc.center.expires', { time: formatDate(d.expires_at, 'yyyy-MM-dd') })}</Text>
              </View>
              {d.current ? null : <Text className='device__out' onClick={() => { void signOut(d) }}>{busy === d.id ? '…' : t('acc.center.signOut')}</Text>}
            </View>
          ))}
        </MenuGroup>
        {devices.length <= 1 ? <Text className='acc-intro' style={{ textAlign: 'center' }}>{t('acc.center.empty')}</Text> : null}
      </>
    )
  }
  return <PageShell id='security-center' className='acc-page' titleKey='acc.center.title'>{body}</PageShell>
})

export default SecurityCenterPage
