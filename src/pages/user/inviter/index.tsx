import { useState } from 'react'
import { Image, Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { InviterInfo } from '../../../../types/agents'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/agents'
import '@/i18n/domains/poster'
import { agentsApi } from '@/api/agents'
import { assetUrl } from '@/env'
import { PageShell, toast } from '@/components/PageShell'
import { SharePoster } from '@/components/SharePoster'
import { SignInPrompt } from '@/components/SignInPrompt'
import { copyText } from '@/platform/clipboard'
import { href } from '@/routes/navigate'
import { QrCode } from '../money/components/QrCode'
import { errorText, LoadGate, useLoad } from '../money/components/shared'
import '../money/components/wallet.scss'
import '../shopInfoArr/components/agents.scss'

/** Invite friends (/pages/user/inviter/index): my code, link and QR; my inviter, or binding one; wallet, power, contribution. */
const InviterPage = observer(function InviterPage () {
  const { session } = useStores()
  const info = useLoad<InviterInfo>(() => agentsApi.inviter(), session.isLogin)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const i = info.data

  if (!session.isLogin) return <PageShell id='inviter' className='w-page' titleKey='agents.inviterTitle'><SignInPrompt reason='account' /></PageShell>
  const copy = async (text: string) => { if (await copyText(text)) toast(t('agents.copied'), 'success') }
  const bind = async () => {
    if (code.trim() === '') { setError(t('agents.bindEmpty')); return }
    setBusy(true)
    setError('')
    try {
      await agentsApi.bind({ code: code.trim() })
      toast(t('agents.bound'), 'success')
      setCode('')
      await info.reload()
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <PageShell id='inviter' className='w-page' titleKey='agents.inviterTitle'>
      {i === null
        ? <LoadGate state={info} rows={4} />
        : (
          <>
            <View className='w-card'>
              <Text className='w-card__title'>{t('agents.myCode')}</Text>
              <Text id='inviter-code' className='ag-code'>{i.invite_code}</Text>
              <View className='w-qr'><QrCode text={i.invite_link} size={180} /></View>
              <Text className='w-field__hint' style={{ textAlign: 'center' }}>{t('agents.qrHint')}</Text>
              <Text id='inviter-link' className='ag-link'>{i.invite_link}</Text>
              <View className='ag-actions'>
                <Text id='inviter-copy-code' className='ag-action' onClick={() => { void copy(i.invite_code) }}>{t('agents.copyCode')}</Text>
                <Text id='inviter-copy-link' className='ag-action' onClick={() => { void copy(i.invite_link) }}>{t('agents.copyLink')}</Text>
                <SharePoster id='inviter-share' className='ag-action ag-action--solid' kind='invite' image=''
                  title={session.user?.nickname ? t('poster.inviteTitle', { name: session.user.nickname }) : t('poster.inviteTitleAnon')}
                  subtitle={t('poster.inviteSubtitle', { code: i.invite_code })} path={href('pages/index', { invite_code: i.invite_code })}
                >{t('agents.share')}</SharePoster>
              </View>
            </View>
            <View className='w-card'>
              <Text className='w-card__title'>{t('agents.myInviter')}</Text>
              {i.inviter !== null
                ? (
                  <View className='ag-person' id='inviter-bound'>
                    {i.inviter.avatar ? <Image className='ag-person__avatar' src={assetUrl(i.inviter.avatar)} mode='aspectFill' /> : <View className='ag-person__avatar' />}
                    <View className='ag-person__main'>
                      <Text className='ag-person__name'>{i.inviter.nickname}</Text>
                      <Text className='ag-person__sub'>{i.inviter.invite_code}</Text>
                    </View>
                  </View>
                  )
                : (
                  <>
                    <Text className='w-card__text'>{t('agents.noInviter')}</Text>
                    <View className='ag-bind'>
                      <Input id='inviter-bind-code' className='ag-bind__input' value={code} maxlength={64} placeholder={t('agents.bindPlaceholder')} onInput={(e) => { setCode(e.detail.value); setError('') }} />
                      <Text id='inviter-bind' className='ag-bind__btn' onClick={() => { if (!busy) void bind() }}>{t('agents.bind')}</Text>
                    </View>
                    {error ? <Text id='inviter-error' className='w-note w-note--error'>{error}</Text> : null}
                  </>
                  )}
            </View>
            <View className='w-card'>
              <View className='w-cell'><Text className='w-cell__label'>{t('agents.wallet')}</Text><Text id='inviter-wallet' className='w-cell__value w-mono'>{i.wallet_address || t('agents.noWallet')}</Text></View>
              <View className='w-cell'><Text className='w-cell__label'>{t('agents.power')}</Text><Text id='inviter-power' className='w-cell__value'>{i.power}</Text></View>
              <View className='w-cell'><Text className='w-cell__label'>{t('agents.contribution')}</Text><Text id='inviter-contribution' className='w-cell__value'>{i.contribute_amount} USDT</Text></View>
            </View>
          </>
          )}
    </PageShell>
  )
})

export default InviterPage
