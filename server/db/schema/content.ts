import { pgTable, serial, text, integer, bigint, boolean, jsonb, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core'

const unix = (name: string) => bigint(name, { mode: 'number' })
/** English twin of a platform text; '' = not translated (see the note in catalog.ts) */
const en = (name: string) => text(name).notNull().default('')

/** Adverts by module: open (open-screen), page, category, first, other. */
export const adverts = pgTable('adverts', {
  id: serial('id').primaryKey(),
  module: text('module').notNull(),
  categoryId: integer('category_id'),
  type: text('type').notNull().default('image'),
  title: text('title').notNull().default(''),
  titleEn: en('title_en'),
  media: text('media').notNull(),
  url: text('url').notNull().default(''),
  content: text('content').notNull().default(''),
  contentEn: en('content_en'),
  views: integer('views').notNull().default(0),
  weigh: integer('weigh').notNull().default(0),
  status: text('status').notNull().default('normal'),
  startAt: unix('start_at'),
  endAt: unix('end_at')
}, (t) => [index('adverts_module_idx').on(t.module, t.status)])

/**
 * Decorated pages: the home page (type index) is a list of modules ("items"). Their texts carry
 * English twins as sibling keys (`title` / `title_en`, `text` / `text_en`, at any depth).
 */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  pageToken: text('page_token').notNull(),
  shopId: integer('shop_id').notNull().default(0),
  type: text('type').notNull(),
  name: text('name').notNull(),
  page: jsonb('page').$type<Record<string, unknown>>().notNull(),
  item: jsonb('item').$type<Array<Record<string, unknown>>>().notNull()
}, (t) => [uniqueIndex('pages_token_uq').on(t.pageToken), index('pages_type_idx').on(t.type, t.shopId)])

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  /** help | new | sys */
  kind: text('kind').notNull().default('new'),
  title: text('title').notNull(),
  titleEn: en('title_en'),
  image: text('image').notNull().default(''),
  description: text('description').notNull().default(''),
  descriptionEn: en('description_en'),
  content: text('content').notNull(),
  contentEn: en('content_en'),
  flag: text('flag').notNull().default(''),
  views: integer('views').notNull().default(0),
  weigh: integer('weigh').notNull().default(0),
  status: text('status').notNull().default('normal'),
  createdAt: unix('created_at').notNull()
}, (t) => [index('articles_kind_idx').on(t.kind, t.status)])

export const searchKeywords = pgTable('search_keywords', {
  id: serial('id').primaryKey(),
  keywords: text('keywords').notNull(),
  views: integer('views').notNull().default(0),
  flag: boolean('flag').notNull().default(false),
  /** the admin's say: 'normal' (ranked by views), 'pinned' (listed first), 'blocked' (never listed or suggested) */
  state: text('state').notNull().default('normal')
}, (t) => [uniqueIndex('search_keywords_uq').on(t.keywords)])

/**
 * Who already counted a search term today (modules/common/search.ts): `who` is `u:<user id>` or
 * `ip:<address>`; a search counts only when each of its visitors is new for the term that day.
 */
export const searchTermHits = pgTable('search_term_hits', {
  term: text('term').notNull(),
  who: text('who').notNull(),
  /** days since the epoch (UTC) */
  day: integer('day').notNull()
}, (t) => [primaryKey({ columns: [t.term, t.who, t.day] }), index('search_term_hits_day_idx').on(t.day)])

/** Released app versions for the update dialog. */
export const appVersions = pgTable('app_versions', {
  id: serial('id').primaryKey(),
  versionName: text('version_name').notNull(),
  versionCode: integer('version_code').notNull(),
  content: text('content').notNull().default(''),
  contentEn: en('content_en'),
  downloadUrl: text('download_url').notNull().default(''),
  enforce: boolean('enforce').notNull().default(false),
  createdAt: unix('created_at').notNull()
})

/** Platform-wide key/value settings (rates, timers, feature switches); texts in them have `_en` siblings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull()
})
