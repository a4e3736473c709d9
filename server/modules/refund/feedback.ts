import { sql } from 'drizzle-orm'
import type { Paginated } from '../../../types/envelope'
import type { ComplaintItem, ComplaintRequest, ComplaintStatus, FeedbackItem, FeedbackRequest } from '../../../types/refund'
import type { Db } from '../../db/client'
import { complaints, feedback } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { paginated, type Page } from '../../lib/paging'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { servedImagePath } from '../user/service'

// Feedback (spec §3: content, screenshots, contact, score; the official reply) and complaints
// (against a shop, an order or a product; the platform's outcome).

async function ownImages (db: Db, userId: number, images: string[], base: string, uploadDir: string): Promise<string[] | null> {
  const out: string[] = []
  for (const img of images) {
    const served = await servedImagePath(db, img, base, uploadDir, userId)
    if (served === null) return null
    out.push(served)
  }
  return out
}

/** feedback/add */
export async function addFeedback (db: Db, userId: number, req: FeedbackRequest, base: string, uploadDir: string, at = now()): Promise<{ id: number } | Refusal> {
  const content = req.content.trim()
  if (content === '') return refuse('feedback.content_required')
  const images = await ownImages(db, userId, req.images, base, uploadDir)
  if (images === null) return refuse('feedback.image_invalid')
  const [r] = await db.insert(feedback).values({ userId, content, images, contact: req.contact.trim(), score: req.score, createdAt: at }).returning({ id: feedback.id })
  return { id: r.id }
}

const FEEDBACK_COLS = sql.raw(`id, content, images, contact, score, reply, replytime::int as replytime, created_at::int as createtime`)

/** feedback/lists: the caller's feedback with the official replies. */
export async function feedbackList (db: Db, userId: number, p: Page): Promise<Paginated<FeedbackItem>> {
  const [[t], list] = await Promise.all([
    rows<{ n: number }>(db, sql`select count(*)::int as n from feedback where user_id = ${userId}`),
    p.beyond ? [] : rows<FeedbackItem>(db, sql`select ${FEEDBACK_COLS} from feedback where user_id = ${userId} order by id desc limit ${sql.raw(String(p.limit))} offset ${p.offset}`)
  ])
  return paginated(p, t?.n ?? 0, list)
}

/** The platform's feedback queue (pending first) with who sent it. */
export async function feedbackQueue (db: Db, status: 'pending' | 'replied' | undefined, p: Page): Promise<Paginated<FeedbackItem & { user: { id: number, nickname: string } }>> {
  const where = status === undefined ? sql`true` : sql`f.status = ${status}`
  const [[t], list] = await Promise.all([
    rows<{ n: number }>(db, sql`select count(*)::int as n from feedback f where ${where}`),
    rows<FeedbackItem & { user: { id: number, nickname: string } }>(db, sql`select f.id, f.content, f.images, f.contact, f.score, f.reply, f.replytime::int as replytime,
        f.created_at::int as createtime, json_build_object('id', u.id, 'nickname', u.nickname) as user
      from feedback f join users u on u.id = f.user_id where ${where} order by f.id desc limit ${sql.raw(String(p.limit))} offset ${p.offset}`)
  ])
  return paginated(p, t?.n ?? 0, list)
}

/** The platform replies to feedback (a later reply replaces the earlier one). */
export async function replyFeedback (db: Db, adminId: number, id: number, reply: string, at = now()): Promise<{ before: string, after: string } | Refusal> {
  const text = reply.trim()
  if (text === '') return refuse('feedback.content_required')
  const [old] = await rows<{ reply: string }>(db, sql`select reply from feedback where id = ${id}`)
  if (old === undefined) return refuse('feedback.not_found')
  await db.update(feedback).set({ reply: text, replyBy: adminId, replytime: at, status: 'replied' }).where(sql`id = ${id}`)
  return { before: old.reply, after: text }
}

/** What a complaint names, if it exists and the caller may name it (an order: only their own). */
async function targetName (db: Db, userId: number, target: ComplaintRequest['target'], id: number): Promise<string | null> {
  const q = target === 'shop'
    ? sql`select shopname as name from shops where id = ${id}`
    : target === 'goods'
      ? sql`select title as name from goods where id = ${id}`
      : sql`select order_no as name from orders where id = ${id} and user_id = ${userId}`
  const [r] = await rows<{ name: string }>(db, q)
  return r?.name ?? null
}

/** complaint/add */
export async function addComplaint (db: Db, userId: number, req: ComplaintRequest, base: string, uploadDir: string, at = now()): Promise<{ id: number } | Refusal> {
  const content = req.content.trim()
  if (content === '') return refuse('complaint.content_required')
  const name = await targetName(db, userId, req.target, req.target_id)
  if (name === null) return refuse('complaint.target_not_found')
  const images = await ownImages(db, userId, req.images, base, uploadDir)
  if (images === null) return refuse('complaint.image_invalid')
  const [r] = await db.insert(complaints).values({
    userId, target: req.target, targetId: req.target_id, targetName: name, type: req.type, content, images, createdAt: at
  }).returning({ id: complaints.id })
  return { id: r.id }
}

const COMPLAINT_COLS = sql.raw(`c.id, c.target, c.target_id, c.target_name, c.type, c.content, c.images, c.status, c.outcome,
  c.decidetime::int as decidetime, c.created_at::int as createtime`)

/** complaint/lists: the caller's complaints with the platform's outcome. */
export async function complaintList (db: Db, userId: number, p: Page): Promise<Paginated<ComplaintItem>> {
  const [[t], list] = await Promise.all([
    rows<{ n: number }>(db, sql`select count(*)::int as n from complaints where user_id = ${userId}`),
    p.beyond ? [] : rows<ComplaintItem>(db, sql`select ${COMPLAINT_COLS} from complaints c where c.user_id = ${userId} order by c.id desc limit ${sql.raw(String(p.limit))} offset ${p.offset}`)
  ])
  return paginated(p, t?.n ?? 0, list)
}

/** The platform's complaint queue. */
export async function complaintQueue (db: Db, status: ComplaintStatus | undefined, p: Page): Promise<Paginated<ComplaintItem & { user: { id: number, nickname: string } }>> {
  const where = status === undefined ? sql`true` : sql`c.status = ${status}`
  const [[t], list] = await Promise.all([
    rows<{ n: number }>(db, sql`select count(*)::int as n from complaints c where ${where}`),
    rows<ComplaintItem & { user: { id: number, nickname: string } }>(db, sql`select ${COMPLAINT_COLS}, json_build_object('id', u.id, 'nickname', u.nickname) as user
      from complaints c join users u on u.id = c.user_id where ${where} order by c.id desc limit ${sql.raw(String(p.limit))} offset ${p.offset}`)
  ])
  return paginated(p, t?.n ?? 0, list)
}

/** The platform decides a pending complaint: upheld or dismissed, with the outcome the complainer reads. */
export async function decideComplaint (db: Db, adminId: number, id: number, status: 'upheld' | 'dismissed', outcome: string, at = now()): Promise<{ before: ComplaintStatus, after: ComplaintStatus } | Refusal> {
  const text = outcome.trim()
  if (text === '') return refuse('complaint.content_required')
  const done = await db.update(complaints).set({ status, outcome: text, decidedBy: adminId, decidetime: at })
    .where(sql`id = ${id} and status = 'pending'`).returning({ id: complaints.id })
  if (done.length === 1) return { before: 'pending', after: status }
  const [r] = await rows<{ id: number }>(db, sql`select id from complaints where id = ${id}`)
  return refuse(r === undefined ? 'complaint.not_found' : 'complaint.already_decided')
}

/** The admin dashboard's queue counts: feedback without a reply, complaints not decided. */
export async function pendingCounts (db: Db): Promise<{ feedback: number, complaints: number }> {
  const [r] = await rows<{ feedback: number, complaints: number }>(db, sql`select
    (select count(*) from feedback where status = 'pending')::int as feedback,
    (select count(*) from complaints where status = 'pending')::int as complaints`)
  return r
}
