import { pgTable, integer, boolean } from 'drizzle-orm/pg-core'
import { users } from './users'

// Account settings kept on the server (issue 19).

/** Message settings (spec §3 User pushs/voice/shock). No row = the defaults, all on. */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  pushs: boolean('pushs').notNull().default(true),
  voice: boolean('voice').notNull().default(true),
  shock: boolean('shock').notNull().default(true)
})
