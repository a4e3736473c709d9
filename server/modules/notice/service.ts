import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { NoticeItem, NoticeType } from '../../../types/notice'
import type { Paginated } from '../../../types/envelope'
import type { Db } from '../../db/client'
import { notices } from '../../db/schema'
import { isMsgKey, translate, type Lang, type MsgKey, type MsgParam, type MsgParams } from '../../lib/i18n'
import { paginated, type Page } from '../../lib/paging'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import type { Hub } from '../../realtime/hub'

// Notices (order shipped, refund updates, review results, announcements): stored as a key and
// parameters, rendered in the reader's language at read time. A parameter is a message parameter
// (lib/i18n.ts MsgParam): a string or number shown as it is, or `{ zh, en }` picked by language.

export interface NoticeInput {
  type: NoticeType
  /** the message key without `_title` / `_content` (e.g. 'order.shipped') */
  key: string
  params: MsgParams
  modules?: string
  modulesId?: number | null
}

/** A stored parameter (JSON from the row) as a message parameter; anything else shows as ''. */
function storedParam (v: unknown): MsgParam {
  if (typeof v === 'string' || typeof v === 'number') return v
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>
    const zh = typeof o.zh === 'string' ? o.zh : ''
    return { zh, en: typeof o.en === 'string' ? o.en : '' }
  }
  return ''
}

/** The title and text of a notice in a language (rows without a key keep what they stored). */
export function renderNotice (row: { key: string | null, params: unknown, title: string, content: string }, lang: Lang): { title: string, content: string } {
  const titleKey = `${row.key ?? ''}_title`
  const contentKey = `${row.key ?? ''}_content`
  if (row.key === null || !isMsgKey(titleKey) || !isMsgKey(contentKey)) return { title: row.title, content: row.content }
  const raw = (row.params ?? {}) as Record<string, unknown>
  const params: MsgParams = {}
  for (const [k, v] of Object.entries(raw)) params[k] = storedParam(v)
  return { title: translate(lang, titleKey as MsgKey, params), content: translate(lang, contentKey as MsgKey, params) }
}

/** A stored notice, ready to push to its reader's sockets once its transaction has committed. */
export interface StoredNotice { userId: number, input: NoticeInput, id: number, zh: { title: string, content: string }, en: { title: string, content: string } }

/**
 * Stores a notice (key + params, with the Chinese rendering as the row's fallback text), in the
 * caller's transaction when it is one: a decision that rolls back leaves no notice, one that
 * commits leaves exactly one. Nothing is pushed — see pushNotice.
 */
export async function storeNotice (db: Db, userId: number, n: NoticeInput, at = now()): Promise<StoredNotice> {
  const zh = renderNotice({ key: n.key, params: n.params, title: '', content: '' }, 'zh')
  const en = renderNotice({ key: n.key, params: n.params, title: '', content: '' }, 'en')
  const [row] = await db.insert(notices).values({
    userId, title: zh.title, content: zh.content, key: n.key, params: n.params, type: n.type,
    modules: n.modules ?? '', modulesId: n.modulesId ?? null, createdAt: at
  }).returning({ id: notices.id })
  return { userId, input: n, id: row.id, zh, en }
}

/**
 * Pushes a stored notice to its reader's sockets (`order` for order/refund notices, `notice`
 * otherwise), in Chinese with the English beside it (the socket does not know the reader's
 * language; the client picks). Call it after the commit: a push must not announce a rollback.
 */
export async function pushNotice (hub: Hub, s: StoredNotice): Promise<void> {
  const push = { title: s.zh.title, content: s.zh.content, en: s.en, id: s.id }
  if (s.input.type === 'order') {
    await hub.pushToUser(s.userId, { type: 'order', ...push, modules: s.input.modules ?? '', modules_id: s.input.modulesId ?? 0 })
  } else {
    await hub.pushToUser(s.userId, { type: 'notice', ...push })
  }
}

/** Writes a notice for a user and pushes it to their sockets (storeNotice + pushNotice). */
export async function writeNotice (db: Db, hub: Hub, userId: number, n: NoticeInput): Promise<number> {
  const stored = await storeNotice(db, userId, n)
  await pushNotice(hub, stored)
  return stored.id
}

/** A system announcement to every active user (the admin console calls this); returns how many got it. */
export async function announce (db: Db, text: { title: { zh: string, en: string }, content: { zh: string, en: string } }): Promise<number> {
  const params = { title: text.title, content: text.content }
  const [r] = await rows<{ n: number }>(db, sql`
    with added as (
      insert into notices (user_id, title, content, key, params, type, modules, created_at)
      select u.id, ${text.title.zh}, ${text.content.zh}, 'notice.announcement', ${JSON.stringify(params)}::jsonb, 'notice', '', ${now()}
      from users u where u.status = 'normal'
      returning 1)
    select count(*)::int as n from added`)
  return r?.n ?? 0
}

/** Which stored notices a list shows: logistics = the order notices about shipments. */
function listWhere (userId: number, type: NoticeType) {
  if (type === 'logistics') return and(eq(notices.userId, userId), eq(notices.type, 'order'), eq(notices.key, 'order.shipped'))
  return and(eq(notices.userId, userId), eq(notices.type, type))
}

/** notice/getNoticeList: newest first, in the reader's language. */
export async function noticeList (db: Db, userId: number, type: NoticeType, p: Page, lang: Lang): Promise<Paginated<NoticeItem>> {
  const where = listWhere(userId, type)
  const [{ n }] = await db.select({ n: count() }).from(notices).where(where)
  const rows = p.beyond
    ? []
    : await db.select().from(notices).where(where).orderBy(desc(notices.id)).limit(p.limit).offset(p.offset)
  return paginated(p, Number(n), rows.map((r) => ({
    id: r.id,
    type: r.type as NoticeType,
    ...renderNotice(r, lang),
    modules: r.modules,
    modules_id: r.modulesId ?? 0,
    read: r.read,
    createtime: r.createdAt
  })))
}

/** notice/read: one notice (id), one list (type) or every notice of the caller. Only the caller's rows. */
export async function noticeRead (db: Db, userId: number, by: { id?: number, type?: NoticeType }): Promise<number> {
  const conds = [eq(notices.userId, userId), eq(notices.read, false)]
  if (by.id !== undefined) conds.push(eq(notices.id, by.id))
  if (by.type === 'logistics') conds.push(eq(notices.type, 'order'), eq(notices.key, 'order.shipped'))
  else if (by.type !== undefined) conds.push(eq(notices.type, by.type))
  const done = await db.update(notices).set({ read: true }).where(and(...conds)).returning({ id: notices.id })
  return done.length
}

/** statistics.notice: unread order notices and system notices. */
export async function noticeCounts (db: Db, userId: number): Promise<{ order: number, notice: number }> {
  const rows = await db.select({ type: notices.type, n: count() }).from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.read, false), inArray(notices.type, ['order', 'notice'])))
    .groupBy(notices.type)
  const by = new Map(rows.map((r) => [r.type, Number(r.n)]))
  return { order: by.get('order') ?? 0, notice: by.get('notice') ?? 0 }
}
