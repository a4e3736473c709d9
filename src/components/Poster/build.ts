import { t } from '@/i18n'
import '@/i18n/domains/poster'
import { assetUrl } from '@/env'
import { layoutPoster, qrMatrix, type Measure, type PosterLayout } from '@/lib/poster'
import type { PosterProps } from './types'

/** lib/poster's layout for these props in the current language (throws PosterEmptyError). */
export function buildLayout (p: PosterProps, measure: Measure, weapp: boolean): PosterLayout {
  return layoutPoster({
    kind: p.kind,
    title: p.title,
    image: p.image ? assetUrl(p.image) : '',
    price: p.price,
    subtitle: p.subtitle,
    nickname: p.nickname,
    byline: p.nickname ? t('poster.byline', { name: p.nickname }) : t('poster.bylineAnon'),
    qrCaption: weapp ? t('poster.qrCaptionWeapp') : t('poster.qrCaption'),
    qr: p.link ? qrMatrix(p.link) : [],
    measure
  })
}

/** A key that changes when the poster would look different. */
export function posterKey (p: PosterProps): string {
  return [p.kind, p.title, p.image, p.price ?? '', p.subtitle ?? '', p.link, p.nickname].join('|')
}
