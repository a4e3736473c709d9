import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import type { ChatMoneyAsset, ChatMoneyType } from '../../../../types/chat'
import { CHAT_LIMITS } from '../../../../types/chat'
import type { TransferInfo } from '../../../../types/wallet'
import { walletApi } from '@/api/wallet'
import { isApiError } from '@/api/errors'
import { t } from '@/i18n'
import '@/i18n/domains/chat'
import type { ChatRoomStore } from '@/stores/chatRoom'
import { navigate } from '@/routes/navigate'
import './money.scss'

// The form of a transfer or a red packet in a chat: asset, amount, (greeting), payment password.
// It shows the balance and today's remaining transfer quota of the asset, and the server's refusal
// (insufficient balance, quota, wrong password) in place; the message appears once the money moved.

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/

export function MoneySheet ({ type, room, onClose }: { type: ChatMoneyType, room: ChatRoomStore, onClose: () => void }) {
  const [asset, setAsset] = useState<ChatMoneyAsset>('usdt')
  const [amount, setAmount] = useState('')
  const [greeting, setGreeting] = useState('')
  const [password, setPassword] = useState('')
  const [info, setInfo] = useState<TransferInfo | null | 'error'>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    setInfo(null)
    walletApi.transferInfo({ asset }, { toast: false }).then(setInfo).catch(() => { setInfo('error') })
  }, [asset])

  const valid = AMOUNT.test(amount.trim()) && Number(amount) > 0 && /^\d{6}$/.test(password)
  const submit = async () => {
    if (!valid || busy) return
    setBusy(true)
    setError('')
    try {
      await room.sendMoney(type, { asset, amount: amount.trim(), pay_password: password, ...(type === 'red' && greeting.trim() !== '' ? { greeting: greeting.trim() } : {}) })
      onClose()
    } catch (e) {
      setPassword('')
      setError(isApiError(e) ? e.message : t('chatRoom.moneyFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <View className='chat-picker__mask' onClick={onClose} />
      <View id='chat-money' className='chat-money'>
        <Text className='chat-money__title'>{type === 'red' ? t('chatRoom.redTitle') : t('chatRoom.transferTitle', { name: room.open?.name ?? '' })}</Text>
        <View className='chat-money__assets'>
          {(['usdt', 'bbc'] as const).map((a) => (
            <Text key={a} id={`chat-money-${a}`} className={`chat-money__asset ${asset === a ? 'chat-money__asset--on' : ''}`} onClick={() => { setAsset(a) }}>{a.toUpperCase()}</Text>
          ))}
        </View>
        <Input id='chat-money-amount' className='chat-money__input' type='digit' placeholder={t('chatRoom.moneyAmount')} value={amount} maxlength={15}
          onInput={(e) => { setAmount(e.detail.value); setError('') }}
        />
        <Text className='chat-money__hint'>
          {info === null
            ? t('load.loading')
            : info === 'error'
              ? t('chatRoom.moneyInfoFailed')
              : t('chatRoom.moneyInfo', { balance: info.balance, remaining: info.remaining, asset: asset.toUpperCase() })}
        </Text>
        {type === 'red'
          ? <Input id='chat-money-greeting' className='chat-money__input' placeholder={t('chatRoom.redGreetingDefault')} value={greeting} maxlength={CHAT_LIMITS.greetingChars} onInput={(e) => { setGreeting(e.detail.value) }} />
          : null}
        <Input id='chat-money-password' className='chat-money__input' password type='number' placeholder={t('chatRoom.moneyPassword')} value={password} maxlength={6}
          onInput={(e) => { setPassword(e.detail.value); setError('') }}
        />
        {error !== '' ? <Text id='chat-money-error' className='chat-money__error'>{error}</Text> : null}
        <Text className='chat-money__note'>{type === 'red' ? t('chatRoom.redNote') : t('chatRoom.transferNote')}</Text>
        <View className='chat-money__actions'>
          <Text className='chat-money__link' onClick={() => { void navigate('pages/user/auth/resetpaypwd') }}>{t('chatRoom.moneySetPassword')}</Text>
          <Text id='chat-money-send' className={`chat-money__send ${valid && !busy ? '' : 'chat-money__send--off'}`} onClick={() => { void submit() }}>
            {busy ? t('chatRoom.sending') : type === 'red' ? t('chatRoom.redSend') : t('chatRoom.transferSend')}
          </Text>
        </View>
      </View>
    </>
  )
}
