import { useEffect, useState } from 'react'
import { Image, Input, Picker, Text, Textarea, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ProfileUpdate } from '../../../../../types/user'
import { isEmail } from '../../../../../types/validate'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { assetUrl } from '@/env'
import { userApi } from '@/api/user'
import { accountApi } from '@/api/account'
import { toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { navigate } from '@/routes/navigate'
import { MenuGroup, MenuRow } from './rows'

const GENDERS = [
  { value: 1, key: 'male' },
  { value: 2, key: 'female' },
  { value: 0, key: 'secret' }
] as const

const today = () => new Date().toISOString().slice(0, 10)

export interface ProfileFormProps {
  /** the fields shown: all (setting/user) or the first-visit ones (auth/perfect) */
  short?: boolean
  submitText: string
  onSaved: () => void
}

/**
 * The profile (setting/user, auth/perfect): avatar (→ portrait), nickname, gender, birthday, bio,
 * e-mail. A proved e-mail is changed through auth/resetEmail, an unproved one can be edited here.
 */
export const ProfileForm = observer(function ProfileForm ({ short, submitText, onSaved }: ProfileFormProps) {
  const { session } = useStores()
  const u = session.user
  const [nickname, setNickname] = useState(u?.nickname ?? '')
  const [gender, setGender] = useState(u?.gender ?? 0)
  const [birthday, setBirthday] = useState(u?.birthday ?? '')
  const [bio, setBio] = useState(u?.bio ?? '')
  const [email, setEmail] = useState(u?.email ?? '')
  const [verified, setVerified] = useState('')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState('')

  useEffect(() => {
    void accountApi.security(undefined, { toast: false }).then((s) => setVerified(s.verified_email)).catch(() => undefined)
  }, [])

  const save = async () => {
    if (saving) return
    const name = nickname.trim()
    if (!name) { setError(t('acc.profile.nicknameEmpty')); return }
    const mail = email.trim()
    if (!verified && mail && !isEmail(mail)) { setError(t('acc.profile.emailInvalid')); return }
    setError('')
    setSaving(true)
    const body: ProfileUpdate = short ? { nickname: name } : { nickname: name, gender, birthday, bio: bio.trim() }
    if (!verified) body.email = mail
    try {
      await userApi.profile(body)
      await session.refresh().catch(() => undefined)
      toast(t('acc.profile.saved'), 'success')
      onSaved()
    } catch (e) {
      setError(e instanceof Error ? e.message : '')
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='profile-form'>
      <MenuGroup>
        <MenuRow id='profile-avatar' title={t('acc.profile.avatar')} onClick={() => { void navigate('pages/user/portrait/portrait') }}
          extra={(
            <View className='acc-avatar' style={{ marginLeft: 'auto', marginRight: '8px' }}>
              {u?.avatar ? <Image className='acc-avatar__img' src={assetUrl(u.avatar)} mode='aspectFill' /> : <Icon name='user' size={22} color='#ff448f' />}
            </View>
          )}
        />
        <View className='acc-row'>
          <Text className='acc-row__title'>{t('acc.profile.nickname')}</Text>
          <Input id='profile-nickname' className='acc-row__input' value={nickname} maxlength={30} placeholder={t('acc.profile.nicknamePh')}
            placeholderClass='acc-row__ph' onInput={(e) => setNickname(e.detail.value)}
          />
        </View>
        {short
          ? null
          : (
            <>
              <View className='acc-row'>
                <Text className='acc-row__title'>{t('acc.profile.gender')}</Text>
                <View className='acc-chips'>
                  {GENDERS.map((g) => (
                    <Text key={g.value} id={`profile-gender-${g.key}`} className={`acc-chip ${gender === g.value ? 'acc-chip--on' : ''}`} onClick={() => setGender(g.value)}>
                      {t(`acc.profile.genders.${g.key}`)}
                    </Text>
                  ))}
                </View>
              </View>
              <Picker mode='date' value={birthday || '2000-01-01'} start='1900-01-01' end={today()} onChange={(e) => setBirthday(String(e.detail.value))}>
                <MenuRow id='profile-birthday' title={t('acc.profile.birthday')} value={birthday || t('acc.profile.birthdayPh')} onClick={() => undefined} />
              </Picker>
            </>
            )}
        {verified
          ? <MenuRow id='profile-email' title={t('acc.profile.email')} value={`${verified} · ${t('acc.profile.verified')}`} onClick={() => { void navigate('pages/user/auth/resetEmail') }} />
          : (
            <View className='acc-row'>
              <Text className='acc-row__title'>{t('acc.profile.email')}</Text>
              <Input id='profile-email' className='acc-row__input' type='text' value={email} maxlength={100} placeholder={t('acc.profile.emailPh')}
                placeholderClass='acc-row__ph' onInput={(e) => setEmail(e.detail.value)}
              />
              {u?.email && u.email === email.trim()
                ? <Text id='profile-verify' className='acc-tag' onClick={() => { void navigate('pages/user/auth/validcode') }}>{t('acc.profile.verify')}</Text>
                : null}
            </View>
            )}
      </MenuGroup>
      {short
        ? null
        : (
          <MenuGroup title={t('acc.profile.bio')}>
            <View className='acc-row acc-row--col'>
              <Textarea id='profile-bio' className='acc-row__textarea' value={bio} maxlength={200} placeholder={t('acc.profile.bioPh')}
                placeholderClass='acc-row__ph' onInput={(e) => setBio(e.detail.value)}
              />
            </View>
          </MenuGroup>
          )}
      {error ? <Text id='profile-error' className='acc-error'>{error}</Text> : null}
      <View className='acc-actions'>
        <AppButton id='profile-save' type='primary' block size='large' loading={saving} onClick={() => { void save() }}>{submitText}</AppButton>
      </View>
    </View>
  )
})
