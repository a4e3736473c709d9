import { Type } from '@fastify/type-provider-typebox'
import { refused, t, type App } from '../../context'
import { isRefusal, ok, refuse } from '../../lib/envelope'
import { writeAudit } from '../../lib/audit'
import { inTransaction } from '../../lib/tx'
import { announce } from './service'

// The admin console's Announcements screen (reviewer role, under /api/admin): a system notice to
// every active user, written in both languages and shown to each reader in theirs.

const Pair = (max: number) => Type.Object({
  zh: Type.String({ minLength: 1, maxLength: max }),
  en: Type.String({ maxLength: max })
}, { additionalProperties: false })

export default async function noticeAdminRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.post('/announcements', {
    config: { admin: ['reviewer'] },
    schema: { body: Type.Object({ title: Pair(100), content: Pair(2000) }, { additionalProperties: false }) }
  }, async (req) => {
    const trim = (p: { zh: string, en: string }) => ({ zh: p.zh.trim(), en: p.en.trim() })
    const text = { title: trim(req.body.title), content: trim(req.body.content) }
    if (text.title.zh === '' || text.content.zh === '') return refused(req, refuse('notice.announcement_empty'))
    const admin = req.admin
    const res = await inTransaction(db, async (tx) => {
      const users = await announce(tx, text)
      await writeAudit(tx, admin, { action: 'notice.announce', target: 'notice:all', after: { ...text, users } })
      return { users }
    })
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'admin.saved'))
  })
}
