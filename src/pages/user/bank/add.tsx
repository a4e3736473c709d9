import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { luhnValid } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { errorText } from '../money/components/shared'
import '../money/components/wallet.scss'

/** Add a bank card (/pages/user/bank/add): holder, bank, number (Luhn-checked here and on the server), branch. */
const AddCardPage = observer(function AddCardPage () {
  const { session } = useStores()
  const [form, setForm] = useState({ holder: '', bank: '', card_no: '', branch: '' })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (!session.isLogin) return <PageShell id='bank-add' className='w-page' titleKey='assets.addTitle'><SignInPrompt reason='assets' /></PageShell>
  const set = (k: keyof typeof form) => (e: { detail: { value: string } }) => { setForm({ ...form, [k]: e.detail.value }); setError('') }
  const digits = form.card_no.replace(/\s+/g, '')
  const save = async () => {
    if (busy) return
    if (form.holder.trim() === '') { setError(t('assets.required', { f: t('assets.holder') })); return }
    if (form.bank.trim() === '') { setError(t('assets.required', { f: t('assets.bank') })); return }
    if (!luhnValid(digits)) { setError(t('assets.cardNoInvalid')); return }
    setBusy(true)
    try {
      await walletApi.addCard({ holder: form.holder.trim(), bank: form.bank.trim(), card_no: digits, branch: form.branch.trim() })
      toast(t('assets.save'), 'success')
      void session.refresh().catch(() => undefined)
      void Taro.navigateBack()
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <PageShell id='bank-add' className='w-page' titleKey='assets.addTitle'>
      <View className='w-card'>
        <View className='w-field'><Text className='w-field__label'>{t('assets.holder')}</Text><Input id='bank-holder' className='w-field__input' value={form.holder} maxlength={50} placeholder={t('assets.holderPlaceholder')} onInput={set('holder')} /></View>
        <View className='w-field'><Text className='w-field__label'>{t('assets.bank')}</Text><Input id='bank-bank' className='w-field__input' value={form.bank} maxlength={50} placeholder={t('assets.bankPlaceholder')} onInput={set('bank')} /></View>
        <View className='w-field'><Text className='w-field__label'>{t('assets.cardNo')}</Text><Input id='bank-no' className='w-field__input' type='number' value={form.card_no} maxlength={23} placeholder={t('assets.cardNoPlaceholder')} onInput={set('card_no')} /></View>
        <View className='w-field'><Text className='w-field__label'>{t('assets.branch')}</Text><Input id='bank-branch' className='w-field__input' value={form.branch} maxlength={100} placeholder={t('assets.branchPlaceholder')} onInput={set('branch')} /></View>
      </View>
      {digits.length >= 12 && !luhnValid(digits) ? <Text className='w-note w-note--warn' style={{ padding: '0 24px' }}>{t('assets.cardNoInvalid')}</Text> : null}
      {error ? <Text id='bank-error' className='w-note w-note--error' style={{ padding: '0 24px' }}>{error}</Text> : null}
      <AppButton id='bank-save' className='w-submit' type='primary' block loading={busy} disabled={busy} onClick={() => { void save() }}>{t('assets.save')}</AppButton>
    </PageShell>
  )
})

export default AddCardPage
