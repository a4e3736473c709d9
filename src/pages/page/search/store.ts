import { makeAutoObservable, runInAction } from '@/lib/state'
import type { SearchSuggest } from '../../../../types/catalog'
import { catalogApi } from '../../../api/catalog'
import { storage } from '../../../lib/storage'

// The search screen's state: the typed text, suggestions while typing (debounced), hot terms and
// the locally kept history (spec: "Search with history and hot terms").

/** History entries kept, newest first. */
export const HISTORY_MAX = 15
/** Longest term accepted (the server takes 50). */
export const TERM_MAX = 50
/** Pause in typing before suggestions are asked for. */
export const SUGGEST_DELAY = 300

/** "  蓝牙   耳机 " → "蓝牙 耳机" (cut to TERM_MAX). */
export function normaliseTerm (text: string): string {
  return String(text ?? '').replace(/[\s\u3000]+/g, ' ').trim().slice(0, TERM_MAX)
}

/** The term goes first; an earlier copy (any letter case) is removed; at most `max` are kept. */
export function addToHistory (list: string[], term: string, max = HISTORY_MAX): string[] {
  const t = normaliseTerm(term)
  if (!t) return list.slice(0, max)
  const key = t.toLowerCase()
  return [t, ...list.filter((x) => x.toLowerCase() !== key)].slice(0, max)
}

/** A stored history, cleaned: strings only, normalised, no duplicates, capped. */
export function cleanHistory (raw: unknown, max = HISTORY_MAX): string[] {
  if (!Array.isArray(raw)) return []
  let out: string[] = []
  for (const x of [...raw].reverse()) if (typeof x === 'string') out = addToHistory(out, x, max)
  return out
}

export class SearchHistory {
  items: string[] = []

  constructor () {
    makeAutoObservable(this)
    this.items = cleanHistory(storage.get('searchHistory'))
  }

  add (term: string): void {
    this.items = addToHistory(this.items, term)
    storage.set('searchHistory', this.items)
  }

  remove (term: string): void {
    this.items = this.items.filter((x) => x !== term)
    storage.set('searchHistory', this.items)
  }

  clear (): void {
    this.items = []
    storage.remove('searchHistory')
  }
}

export class SearchStore {
  text = ''
  suggest: SearchSuggest | null = null
  /** the text the suggestions are for */
  suggestFor = ''
  hot: string[] = []
  /** the user is typing (suggestions show); false after a search or with a pre-filled term */
  editing = false
  readonly history = new SearchHistory()
  private timer: ReturnType<typeof setTimeout> | null = null
  private seq = 0

  constructor (initialHot: string[] = [], initialText = '') {
    this.hot = initialHot.slice(0, 20)
    this.text = normaliseTerm(initialText)
    makeAutoObservable<this, 'timer' | 'seq' | 'history'>(this, { timer: false, seq: false, history: false })
  }

  /** suggestions instead of history and hot terms */
  get typing (): boolean {
    return this.editing && normaliseTerm(this.text) !== ''
  }

  async loadHot (): Promise<void> {
    try {
      const list = await catalogApi.hotTerms()
      if (Array.isArray(list) && list.length > 0) runInAction(() => { this.hot = list.filter((x) => typeof x === 'string' && x.trim()).slice(0, 20) })
    } catch {
      // keep the terms from common/init
    }
  }

  setText (text: string): void {
    this.text = text
    this.editing = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const term = normaliseTerm(text)
    if (!term) {
      this.seq += 1
      this.suggest = null
      this.suggestFor = ''
      return
    }
    this.timer = setTimeout(() => { this.timer = null; void this.loadSuggest(term) }, SUGGEST_DELAY)
  }

  clearText (): void {
    this.setText('')
  }

  async loadSuggest (term: string): Promise<void> {
    const seq = ++this.seq
    try {
      const res = await catalogApi.suggest({ search: term })
      if (seq !== this.seq) return
      runInAction(() => {
        this.suggest = { categoryList: res?.categoryList ?? [], searchList: res?.searchList ?? [] }
        this.suggestFor = term
      })
    } catch {
      // suggestions are a help: typing and searching go on without them
    }
  }

  /**
   * A search for `term` (or the typed text): remembered in the history and counted by the server.
   * Returns the normalised term, '' when there is nothing to search.
   */
  submit (term?: string): string {
    const t = normaliseTerm(term ?? this.text)
    if (!t) return ''
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.text = t
    this.editing = false
    this.history.add(t)
    catalogApi.recordSearch({ keywords: t }).catch(() => undefined)
    return t
  }

  dispose (): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }
}
