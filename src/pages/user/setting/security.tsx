import { useState } from 'react'
import Taro from '@tarojs/taro'
import { observer } from '@/lib/observer'
import type { AccountSecurity } from '../../../../types/account'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { accountApi } from '@/api/account'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { LinesSkeleton } from '@/components/Skeleton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { copyText } from '@/platform/clipboard'
import { navigate } from '@/routes/navigate'
import { shortAddress } from '../components/shortAddress'
import { MenuGroup, MenuRow } from './components/rows'
import './account.scss'
import { useSignedInShow } from './components/useSignedInShow'

function notSupported (content: string): void {
  void Promise.resolve(Taro.showModal({ title: t('acc.security.notSupported'), content, showCancel: false, confirmText: t('common.ok'), confirmColor: '#ff448f' })).catch(() => undefined)
}

/**
 * Account and security (/pages/user/setting/security, also securityCenter's parent): the bound
 * wallet, e-mail (verify / change), payment password, signed-in devices; phone and deletion are
 * not supported yet (spec §6).
 */
const SecurityPage = observer(function SecurityPage () {
  const { session } = useStores()
  const [info, setInfo] = useState<AccountSecurity | null>(null)
  const [failed, setFailed] = useState(false)

  const load = () => {
    setFailed(false)
    accountApi.security(undefined, { toast: false }).then(setInfo).catch(() => setFailed(true))
  }
  useSignedInShow(load)

  if (!session.isLogin) return <PageShell id='security' className='acc-page' titleKey='acc.security.title'><SignInPrompt reason='account' /></PageShell>

  let body
  if (info === null && failed) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('acc.center.loadFailed')} actionText={t('acc.center.retry')} actionId='security-retry' onAction={load} />
  } else if (info === null) {
    body = <LinesSkeleton rows={5} />
  } else {
    const email = info.verified_email
      ? info.verified_email
      : info.email ? t('acc.security.emailUnverified', { email: info.email }) : t('acc.security.emailNone')
    body = (
      <>
        <MenuGroup>
          {info.wechat
            ? <MenuRow id='security-wallet' title={t('acc.security.wallet')} value={t('acc.security.wechat')} />
            : (
              <MenuRow id='security-wallet' title={t('acc.security.wallet')} value={info.wallet_address ? shortAddress(info.wallet_address) : t('acc.security.walletNone')}
                onClick={info.wallet_address ? () => { void copyText(info.wallet_address) } : undefined}
              />
              )}
          <MenuRow id='security-email' title={t('acc.security.email')} value={email} strong={!info.verified_email && !!info.email}
            onClick={() => { void (info.verified_email ? navigate('pages/user/auth/resetEmail') : info.email ? navigate('pages/user/auth/validcode') : navigate('pages/user/setting/user')) }}
          />
          <MenuRow id='security-paypwd' title={t('acc.security.paypwd')} value={info.set_paypwd ? t('acc.security.paypwdSet') : t('acc.security.paypwdUnset')}
            onClick={() => { void navigate('pages/user/auth/resetpaypwd') }}
          />
          <MenuRow id='security-devices' title={t('acc.security.devices')} value={t('acc.security.devicesCount', { n: info.devices.length })}
            onClick={() => { void navigate('pages/user/setting/securityCenter') }}
          />
        </MenuGroup>
        <MenuGroup>
          <MenuRow id='security-phone' title={t('acc.security.phone')} value={t('acc.security.notSupported')} onClick={() => notSupported(t('acc.security.notSupportedPhone'))} />
          <MenuRow id='security-delete' title={t('acc.security.delete')} value={t('acc.security.notSupported')} onClick={() => notSupported(t('acc.security.notSupportedDelete'))} />
        </MenuGroup>
      </>
    )
  }
  return <PageShell id='security' className='acc-page' titleKey='acc.security.title'>{body}</PageShell>
})

export default SecurityPage
