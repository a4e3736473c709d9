import { useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { AppButton } from '@/components/AppButton'
import { toast } from '@/components/PageShell'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { navigate, type Href } from '@/routes/navigate'
import { ImagePicker, type Picture } from './ImagePicker'

// What the feedback and complaint forms share (issue 12): a text with up to 9 pictures, one error
// line, a submit button that waits for the uploads, and after sending a toast and the user's list.
// Each page keeps only its own fields and what it sends.

export interface Submission {
  images: Picture[]
  setImages: (p: Picture[]) => void
  uploading: number
  setUploading: (n: number) => void
  saving: boolean
  error: string
  setError: (e: string) => void
  /** `invalid` (a message) stops before sending; `send` gets the uploaded pictures' urls */
  submit: (invalid: string | null, send: (images: string[]) => Promise<void>) => Promise<void>
}

/** The form's state and its submit: toast `doneText`, then leave for `list`. */
export function useSubmission (doneText: string, list: Href): Submission {
  const [images, setImages] = useState<Picture[]>([])
  const [uploading, setUploading] = useState(0)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState('')
  const leaveAfter = useLeaveAfter()
  const submit = async (invalid: string | null, send: (images: string[]) => Promise<void>) => {
    if (saving || uploading > 0) return
    if (invalid !== null) { setError(invalid); return }
    setSaving(true)
    try {
      await send(images.map((i) => i.url))
      toast(doneText, 'success')
      leaveAfter(list)
    } catch (e) {
      setError(e instanceof Error ? e.message : '')
    } finally {
      setSaving(false)
    }
  }
  return { images, setImages, uploading, setUploading, saving, error, setError, submit }
}

/** The text and its pictures, in one card; `id` prefixes the elements' ids (`<id>-content`, `<id>-images`). */
export function SubmissionText ({ id, s, title, placeholder, imagesTitle, value, onInput }: {
  id: string
  s: Submission
  title: string
  placeholder: string
  imagesTitle: string
  value: string
  onInput: (v: string) => void
}) {
  return (
    <View className='od-card'>
      <Text className='od-card__title'>{title}</Text>
      <Textarea id={`${id}-content`} className='rf-textarea' value={value} maxlength={1000} placeholder={placeholder} placeholderClass='dl-row__ph'
        onInput={(e) => { onInput(e.detail.value); s.setError('') }}
      />
      <Text className='od-card__title'>{imagesTitle}</Text>
      <ImagePicker id={`${id}-images`} value={s.images} onChange={s.setImages} addLabel={imagesTitle} onUploading={s.setUploading} />
    </View>
  )
}

/** The error line, the submit button and the link to the user's own list. */
export function SubmissionActions ({ id, s, submitText, mineText, list, onSubmit }: {
  id: string
  s: Submission
  submitText: string
  mineText: string
  list: Href
  onSubmit: () => void
}) {
  return (
    <>
      {s.error ? <Text id={`${id}-error`} className='dl-error'>{s.error}</Text> : null}
      <View className='dl-actions'>
        <AppButton id={`${id}-submit`} type='primary' block size='large' loading={s.saving} disabled={s.uploading > 0} onClick={onSubmit}>{submitText}</AppButton>
      </View>
      <View className='rf-footer'>
        <Text id={`${id}-mine`} className='rf-link' onClick={() => { void navigate(list) }}>{mineText}</Text>
      </View>
    </>
  )
}

