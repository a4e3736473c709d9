import { storage } from './storage'

// What may interrupt a start of the app (issue 9 item 7): the full-screen open advert at most once
// per local day, the system pop-up once per version of it. The decisions are pure functions of
// what was stored and the clock; `interruptions` below reads and writes the storage with an
// injectable clock so the rule is tested without waiting for a day to pass.

/** The local calendar day of a moment, as "yyyy-mm-dd" (what "once per day" counts in). */
export function localDay (now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The advert is due unless it was already shown on this local day. */
export function openAdvertDue (lastShownDay: string | null, now: Date): boolean {
  return lastShownDay !== localDay(now)
}

export interface PopupLike {
  /** when the server names its pop-up; then `version` tells one edition from the next */
  id?: number | string | null
  version?: number | string | null
  title?: string
  content?: string
  image?: string
  url?: string
}

/**
 * The identity of one version of a pop-up: its id and version when the server sends them,
 * otherwise a fingerprint of what it shows, so an edited pop-up counts as a new version.
 */
export function popupKey (p: PopupLike): string {
  if (p.id != null && p.id !== '') return `id:${p.id}:${p.version ?? ''}`
  const text = [p.title, p.content, p.image, p.url].map((x) => x ?? '').join('\u0001')
  // FNV-1a, 32 bit: short, stable, and enough to tell two editions of one pop-up apart
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return `fp:${h.toString(16)}:${text.length}`
}

/** The pop-up is due unless this version of it was shown before. */
export function popupDue (seenKey: string | null, p: PopupLike): boolean {
  return seenKey !== popupKey(p)
}

/** The rule over local storage; `clock` is injectable for tests. */
export function makeInterruptions (clock: () => Date = () => new Date()) {
  return {
    openAdvertDue: (): boolean => openAdvertDue(storage.get('openAdvertDay'), clock()),
    markOpenAdvertShown: (): void => { storage.set('openAdvertDay', localDay(clock())) },
    popupDue: (p: PopupLike): boolean => popupDue(storage.get('popupSeen'), p),
    markPopupShown: (p: PopupLike): void => { storage.set('popupSeen', popupKey(p)) }
  }
}

export const interruptions = makeInterruptions()
