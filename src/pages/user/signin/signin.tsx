import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { SigninState } from '../../../../types/signin'
import { signinApi } from '@/api/signin'
import { t } from '@/i18n'
import '@/i18n/domains/signin'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useStores } from '@/stores'
import { navigate } from '@/routes/navigate'
import { errorText, LoadGate, useLoad } from '../money/components/shared'
import { monthGrid, shiftMonth } from './components/calendar'
import './components/signin.scss'

/**
 * Daily sign-in (/pages/user/signin/signin): the month's calendar with the days signed, today's
 * button (once a Shanghai day), the streak and the best one, the reward table, and what signing
 * in earned. The server decides the day, the streak and the points; the page shows them.
 */
const SigninPage = observer(function SigninPage () {
  const { session } = useStores()
  const [month, setMonth] = useState<string | undefined>(undefined)
  const state = useLoad<SigninState>(() => signinApi.state(month === undefined ? {} : { month }), session.isLogin)
  const [signing, setSigning] = useState(false)
  const [earned, setEarned] = useState<number | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  useEffect(() => { if (session.isLogin && month !== undefined) void state.reload() }, [month])

  if (!session.isLogin) return <PageShell id='signin' className='si-page' titleKey='signin.title'><SignInPrompt reason='signin' /></PageShell>

  const s = state.data
  const sign = async (): Promise<void> => {
    setSigning(true)
    setFailed(null)
    try {
      const res = await signinApi.sign()
      setEarned(res.score)
      // back to the current month, where today's mark shows
      if (month !== undefined && month !== res.day.slice(0, 7)) setMonth(res.day.slice(0, 7))
      else await state.reload()
      void session.refresh().catch(() => undefined)
    } catch (e) {
      setFailed(errorText(e))
      await state.reload()
    } finally {
      setSigning(false)
    }
  }

  return (
    <PageShell id='signin' className='si-page' titleKey='signin.title'>
      <LoadGate state={state} rows={6} />
      {s !== null ? <SigninBody s={s} signing={signing} earned={earned} failed={failed} onSign={() => { void sign() }} onMonth={(d) => { setMonth(shiftMonth(s.month, d)) }} /> : null}
    </PageShell>
  )
})

interface BodyProps {
  s: SigninState
  signing: boolean
  earned: number | null
  failed: string | null
  onSign: () => void
  onMonth: (delta: -1 | 1) => void
}

function SigninBody ({ s, signing, earned, failed, onSign, onMonth }: BodyProps) {
  const signed = new Set(s.days)
  const [y, m] = s.month.split('-')
  const weekdays = t('signin.weekdays').split(',')
  const last = s.rewards.length
  // the streak day signing in today counts as (or counted as), for the reward table's mark
  const streakDay = s.signed_today ? s.successions : s.successions + 1
  return (
    <View>
      <View className='si-hero'>
        <View className='si-hero__stats'>
          <View className='si-hero__stat'>
            <Text id='signin-successions' className='si-hero__value'>{s.successions}</Text>
            <Text className='si-hero__label'>{t('signin.successions')}</Text>
          </View>
          <View className='si-hero__stat'>
            <Text id='signin-max' className='si-hero__value'>{s.maxsuccessions}</Text>
            <Text className='si-hero__label'>{t('signin.maxsuccessions')}</Text>
          </View>
        </View>
        <AppButton id='signin-button' className='si-hero__button' type='primary' fill='solid' size='large'
          disabled={s.signed_today} loading={signing} onClick={s.signed_today ? undefined : onSign}
        >{s.signed_today ? t('signin.signed') : t('signin.signToday')}</AppButton>
        {earned !== null
          ? <Text id='signin-earned' className='si-hero__earned'>{t('signin.earned', { n: earned })}</Text>
          : <Text id='signin-next' className='si-hero__hint'>{t(s.signed_today ? 'signin.tomorrow' : 'signin.nextReward', { n: s.signed_today ? s.rewards[Math.min(s.successions, last - 1)] : s.next_reward })}</Text>}
        {failed !== null ? <Text id='signin-error' className='si-hero__error'>{failed}</Text> : null}
      </View>

      <View className='si-card'>
        <View className='si-month'>
          <Text id='signin-prev' className='si-month__nav' onClick={() => { onMonth(-1) }}>‹ {t('signin.prevMonth')}</Text>
          <Text id='signin-month' className='si-month__title'>{t('signin.monthTitle', { y, m: Number(m) })}</Text>
          {s.month < s.today.slice(0, 7)
            ? <Text id='signin-next-month' className='si-month__nav' onClick={() => { onMonth(1) }}>{t('signin.nextMonth')} ›</Text>
            : <Text className='si-month__nav si-month__nav--off'>{t('signin.nextMonth')} ›</Text>}
        </View>
        <View className='si-grid'>
          {weekdays.map((w) => <Text key={w} className='si-grid__head'>{w}</Text>)}
          {monthGrid(s.month).map((c, i) => (
            <View key={c.date === '' ? `b${i}` : c.date} className={`si-grid__cell ${signed.has(c.date) ? 'si-grid__cell--on' : ''} ${c.date === s.today ? 'si-grid__cell--today' : ''}`}
              id={c.date === '' ? undefined : `signin-day-${c.date}`}
            >
              {c.date === '' ? null : signed.has(c.date) ? <Icon name='check' size={14} color='#fff' /> : <Text>{c.day}</Text>}
            </View>
          ))}
        </View>
      </View>

      <View className='si-card'>
        <Text className='si-card__title'>{t('signin.rewards')}</Text>
        <View id='signin-rewards' className='si-rewards'>
          {s.rewards.map((r, i) => (
            <View key={i} className={`si-rewards__item ${Math.min(streakDay, last) === i + 1 ? 'si-rewards__item--now' : ''}`}>
              <Text className='si-rewards__day'>{t(i + 1 === last ? 'signin.rewardLast' : 'signin.rewardDay', { n: i + 1 })}</Text>
              <Text className='si-rewards__points'>+{r}</Text>
            </View>
          ))}
        </View>
        <Text className='si-card__rule'>{t('signin.rule')}</Text>
      </View>

      <View className='si-links'>
        <View id='signin-log-link' className='si-links__item' onClick={() => { void navigate('pages/user/signin/log') }}><Text>{t('signin.log')}</Text><Icon name='arrow-right' size={10} /></View>
        <View id='signin-rank-link' className='si-links__item' onClick={() => { void navigate('pages/user/signin/rank') }}><Text>{t('signin.rank')}</Text><Icon name='arrow-right' size={10} /></View>
        <View id='signin-points-link' className='si-links__item' onClick={() => { void navigate('pages/user/tokenPoints/tokenPoints') }}><Text>{t('signin.myPoints')}</Text><Icon name='arrow-right' size={10} /></View>
      </View>
    </View>
  )
}

export default SigninPage
