import type { PageModule } from '../../../../types/common'
import { Banner } from './Banner'
import { CategoryGrid } from './CategoryGrid'
import { NoticeLine } from './NoticeLine'
import { GoodsSection } from './GoodsSection'
import { ImageModule, TitleModule } from './ImageModule'

/** One block of a decorated page (home, /pages/page/index); 'search' is the top bar, unknown types are skipped. */
export function renderModule (m: PageModule) {
  switch (m.type) {
    case 'banner': return <Banner key={m.id} module={m} />
    case 'category':
    case 'menu':
    case 'nav': return <CategoryGrid key={m.id} module={m} />
    case 'notice':
    case 'headline': return <NoticeLine key={m.id} module={m} />
    case 'goods': return <GoodsSection key={m.id} module={m} />
    case 'likes': return <GoodsSection key={m.id} module={m} likes />
    case 'image':
    case 'advert': return <ImageModule key={m.id} module={m} />
    case 'title': return <TitleModule key={m.id} module={m} />
    default: return null // 'search' is the top bar; unknown types are skipped
  }
}

