import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { AdvertDetail, Article, ArticleItem, ArticleKind } from '../../../types/catalog'
import type { Paginated } from '../../../types/envelope'
import type { Db } from '../../db/client'
import { adverts, articles } from '../../db/schema'
import { colIn } from '../../lib/content'
import { refuse, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { paginated, type Page } from '../../lib/paging'
import { richNodes, sanitizeRichHtml } from '../../lib/rich-text'

// Articles (help centre, news, system notices) and advert pages, in the reader's language.

function itemColumns (lang: Lang) {
  return {
    id: articles.id,
    kind: articles.kind,
    title: colIn(lang, articles.title, articles.titleEn),
    image: articles.image,
    description: colIn(lang, articles.description, articles.descriptionEn),
    views: articles.views,
    createdAt: articles.createdAt
  }
}

interface ItemRow { id: number, kind: string, title: string, image: string, description: string, views: number, createdAt: number }

function toItem (r: ItemRow): ArticleItem {
  return { id: r.id, kind: r.kind as ArticleKind, title: r.title, image: r.image, description: r.description, views: r.views, createtime: r.createdAt }
}

/** article/getList: published articles of a kind (all kinds when none is given), pinned first, then newest. */
export async function articleList (db: Db, kind: ArticleKind | undefined, p: Page, lang: Lang = 'zh'): Promise<Paginated<ArticleItem>> {
  const where = and(eq(articles.status, 'normal'), kind === undefined ? undefined : eq(articles.kind, kind))
  const [totalRows, list] = await Promise.all([
    db.select({ n: count() }).from(articles).where(where),
    p.beyond
      ? []
      : db.select(itemColumns(lang)).from(articles).where(where)
        .orderBy(desc(articles.weigh), desc(articles.createdAt), desc(articles.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(totalRows[0]?.n ?? 0), list.map(toItem))
}

/** article/details: one published article; counts the view. */
export async function articleDetails (db: Db, id: number, lang: Lang = 'zh'): Promise<Article | Refusal> {
  const [row] = await db.update(articles).set({ views: sql`${articles.views} + 1` })
    .where(and(eq(articles.id, id), eq(articles.status, 'normal')))
    .returning({ ...itemColumns(lang), content: colIn(lang, articles.content, articles.contentEn) })
  if (row === undefined) return refuse('article.not_found')
  return { ...toItem(row), content: sanitizeRichHtml(row.content), content_nodes: richNodes(row.content) }
}

/** article/adDetails: an advert's own page; counts the view. */
export async function advertDetails (db: Db, id: number, lang: Lang = 'zh'): Promise<AdvertDetail | Refusal> {
  const [row] = await db.update(adverts).set({ views: sql`${adverts.views} + 1` })
    .where(and(eq(adverts.id, id), eq(adverts.status, 'normal')))
    .returning({
      id: adverts.id,
      title: colIn(lang, adverts.title, adverts.titleEn),
      media: adverts.media,
      type: adverts.type,
      content: colIn(lang, adverts.content, adverts.contentEn),
      url: adverts.url,
      views: adverts.views
    })
  if (row === undefined) return refuse('advert.not_found')
  return { ...row, type: row.type as AdvertDetail['type'], content: sanitizeRichHtml(row.content), content_nodes: richNodes(row.content) }
}
