import type { Kind } from './kinds'

// The words painted on the demo's banners and adverts. The client shows one picture in both languages,
// so each carries its Chinese headline with a small English line under it. Each matches the title the
// seed gives the banner or advert that shows it (seed/index.ts); none promises an offer the shop lacks.

/** cta null: no button (where the client letters the advert's title over the picture's lower left) */
export interface Headline { zh: string, sub: string, en: string, cta: [string, string] | null, hue: number, kinds: Kind[] }

/** Home carousel, in the seed's order: spring sale, collectibles news, health season, collectibles. */
export const BANNERS: Headline[] = [
  { zh: '春季焕新节', sub: '数码家电 好价不停', en: 'Spring refresh: digital & home appliances', cta: ['立即抢购', 'Shop now'], hue: 340, kinds: ['phone', 'headphones', 'kettle'] },
  { zh: '收藏专区上线', sub: '钱币 · 邮票 · 书画 · 文玩', en: 'The collectibles corner is open', cta: ['去看看', 'Take a look'], hue: 28, kinds: ['coin', 'scroll', 'teapot'] },
  { zh: '健康生活季', sub: '营养保健 · 家用器械', en: 'Healthy living season', cta: ['立即选购', 'Shop now'], hue: 160, kinds: ['pills', 'monitor', 'can'] },
  { zh: '收藏专区', sub: '件件有来历', en: 'Collectibles, each with its story', cta: ['进入专区', 'Browse'], hue: 205, kinds: ['stamps', 'beads', 'pendant'] }
]

/** Adverts, in the seed's order: page ×2, first-screen ×2, other ×2. */
export const ADVERTS: Headline[] = [
  { zh: '收藏专区上线', sub: '钱币邮票书画文玩 一站淘好物', en: 'Coins, stamps, paintings and curios in one place', cta: ['去逛逛', 'Explore'], hue: 35, kinds: ['coin', 'stamps'] },
  { zh: '健康生活季', sub: '守护全家健康', en: 'Healthy living season', cta: ['去看看', 'See more'], hue: 165, kinds: ['pills', 'thermometer'] },
  { zh: '新人好物指南', sub: '热卖好物 一站选齐', en: 'New here? Start with our best sellers', cta: ['去看看', 'See picks'], hue: 350, kinds: ['jar', 'pouch'] },
  { zh: '数码好价', sub: '手机 平板 耳机 手表', en: 'Great prices on phones, tablets and more', cta: ['立即抢购', 'Shop now'], hue: 215, kinds: ['tablet', 'watch'] },
  { zh: '邀请好友得积分', sub: '好友下单 你得积分', en: 'Invite friends, earn points', cta: ['去邀请', 'Invite'], hue: 270, kinds: ['crate', 'coin'] },
  { zh: 'BBT 质押', sub: '质押 BBT 获取收益', en: 'Stake BBT and earn', cta: ['了解详情', 'Learn more'], hue: 45, kinds: ['coin', 'coin'] }
]

export const OPEN: Headline = { zh: '春季焕新节', sub: '数码家电 好价不停', en: 'Spring refresh sale', cta: ['立即进入', 'Enter'], hue: 335, kinds: ['phone', 'headphones', 'jar', 'sneaker'] }

/** English names of the top categories, for the English line of their adverts. */
export const CATEGORY_EN: Record<string, string> = {
  数码: 'Digital', 家电: 'Appliances', 美妆: 'Beauty', 服饰: 'Fashion', 食品: 'Food', 母婴: 'Mother & baby',
  运动户外: 'Sports & outdoors', 图书: 'Books', 家居: 'Home', 健康: 'Health', 收藏: 'Collectibles', 宠物: 'Pets'
}

/** A shop's mark: its leading Latin letters (BB), else its first two characters. */
export function shopMark (name: string): string {
  const latin = /^[A-Za-z0-9]+/.exec(name)
  if (latin !== null) return latin[0].slice(0, 3)
  return [...name].slice(0, name.length === 3 ? 3 : 2).join('')
}
