import { toast } from '../api/request'
import { t } from '../i18n'

// H5: not Taro.setClipboardData, whose H5 version always toasts a fixed Chinese text.
// navigator.clipboard needs a secure context; the hidden-textarea + execCommand fallback covers
// plain-http pages and older WebViews; neither → 'browser not supported'.

function execCopy (text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false
  const area = document.createElement('textarea')
  area.value = text
  area.readOnly = true
  area.style.position = 'absolute'
  area.style.left = '-10000px'
  document.body.appendChild(area)
  try {
    area.select()
    area.setSelectionRange(0, text.length)
    return document.execCommand('copy')
  } finally {
    document.body.removeChild(area)
  }
}

export async function copyText (text: string): Promise<boolean> {
  const clip = typeof navigator !== 'undefined' ? navigator.clipboard : undefined
  const canExec = typeof document !== 'undefined' && typeof document.execCommand === 'function'
  if (!clip?.writeText && !canExec) {
    toast(t('copy.unsupported'))
    return false
  }
  try {
    if (clip?.writeText) await clip.writeText(text)
    else if (!execCopy(text)) throw new Error('execCommand copy refused')
    toast(t('copy.success'))
    return true
  } catch {
    // clipboard permission denied: try the old way once before giving up
    try {
      if (canExec && execCopy(text)) {
        toast(t('copy.success'))
        return true
      }
    } catch {
      // fall through
    }
    toast(t('copy.failed'))
    return false
  }
}
