// What a demo product looks like, read from its words: the noun in its title picks the drawing
// (手机 → a phone, 连衣裙 → a dress), a colour-like spec value picks the paint. data.ts stays a word list;
// a noun no rule knows gets its top category's usual drawing.

export type Kind =
  | 'phone' | 'tablet' | 'earbuds' | 'headphones' | 'speaker' | 'watch'
  | 'cooker' | 'airfryer' | 'blender' | 'kettle' | 'vacuum' | 'fan' | 'tower' | 'hairdryer' | 'toothbrush' | 'shaver'
  | 'jar' | 'dropper' | 'tube' | 'sachet' | 'lipstick' | 'compact' | 'palette' | 'perfume'
  | 'dress' | 'tshirt' | 'shirt' | 'hoodie' | 'trousers' | 'sneaker' | 'boot'
  | 'pouch' | 'tin' | 'sack' | 'oil' | 'orange' | 'apple' | 'banana' | 'strawberry' | 'can'
  | 'blocks' | 'bear' | 'car' | 'mat' | 'dumbbell' | 'rope' | 'tent' | 'chair' | 'flask' | 'backpack'
  | 'book' | 'bedding' | 'pillow' | 'crate' | 'shelf' | 'wok' | 'dishes' | 'knife' | 'lunchbox'
  | 'pills' | 'monitor' | 'thermometer' | 'coin' | 'stamps' | 'scroll' | 'beads' | 'pendant' | 'teapot' | 'bone' | 'leash'

/** First matching rule wins: [substring of the noun, drawing]. */
const RULES: Array<[string, Kind]> = [
  ['平板', 'tablet'], ['手表', 'watch'], ['手环', 'watch'], ['手机', 'phone'], ['早教机', 'tablet'],
  ['头戴', 'headphones'], ['耳机', 'earbuds'], ['音箱', 'speaker'],
  ['电饭煲', 'cooker'], ['炸锅', 'airfryer'], ['料理机', 'blender'], ['水壶', 'kettle'], ['吸尘器', 'vacuum'],
  ['风扇', 'fan'], ['净化器', 'tower'], ['除湿机', 'tower'], ['制氧机', 'tower'], ['吹风机', 'hairdryer'], ['卷发棒', 'hairdryer'],
  ['牙刷', 'toothbrush'], ['剃须刀', 'shaver'],
  ['泥膜', 'jar'], ['面霜', 'jar'], ['睡眠面膜', 'jar'], ['面膜', 'sachet'], ['精华', 'dropper'], ['洁面', 'tube'],
  ['口红', 'lipstick'], ['睫毛膏', 'lipstick'], ['气垫', 'compact'], ['眼影', 'palette'], ['香水', 'perfume'], ['香氛', 'perfume'], ['香薰', 'perfume'],
  ['纸尿裤', 'pouch'], ['拉拉裤', 'pouch'], ['湿巾', 'pouch'],
  ['裙', 'dress'], ['衬衫', 'shirt'], ['开衫', 'hoodie'], ['夹克', 'hoodie'], ['卫衣', 'hoodie'], ['T恤', 'tshirt'],
  ['裤', 'trousers'], ['靴', 'boot'], ['鞋', 'sneaker'],
  ['坚果', 'pouch'], ['牛肉干', 'pouch'], ['芒果干', 'pouch'], ['脆片', 'pouch'], ['零食', 'pouch'], ['猫粮', 'pouch'], ['狗粮', 'pouch'],
  ['猫砂', 'sack'], ['米粉', 'can'], ['面条', 'pouch'],
  ['龙井', 'tin'], ['红茶', 'tin'], ['铁观音', 'tin'], ['普洱', 'tin'], ['大米', 'sack'], ['小米', 'sack'],
  ['花生油', 'oil'], ['酱油', 'oil'], ['脐橙', 'orange'], ['苹果', 'apple'], ['香蕉', 'banana'], ['草莓', 'strawberry'],
  ['奶粉', 'can'], ['蛋白粉', 'can'], ['积木', 'blocks'], ['公仔', 'bear'], ['汽车', 'car'],
  ['腰包', 'backpack'], ['登山包', 'backpack'], ['瑜伽垫', 'mat'], ['哑铃', 'dumbbell'], ['弹力带', 'rope'], ['跳绳', 'rope'],
  ['帐篷', 'tent'], ['椅', 'chair'], ['保温杯', 'flask'],
  ['绘本', 'book'], ['百科', 'book'], ['故事书', 'book'], ['小说', 'book'], ['散文', 'book'], ['诗歌', 'book'], ['名著', 'book'],
  ['经典', 'book'], ['入门', 'book'], ['指南', 'book'],
  ['四件套', 'bedding'], ['羽绒被', 'bedding'], ['凉席', 'bedding'], ['枕', 'pillow'],
  ['收纳箱', 'crate'], ['收纳盒', 'crate'], ['置物架', 'shelf'], ['炒锅', 'wok'], ['餐具', 'dishes'], ['刀具', 'knife'], ['饭盒', 'lunchbox'],
  ['维生素', 'pills'], ['鱼油', 'pills'], ['益生菌', 'pills'], ['血压计', 'monitor'], ['额温枪', 'thermometer'], ['按摩仪', 'monitor'],
  ['纪念币', 'coin'], ['纪念章', 'coin'], ['邮票', 'stamps'], ['山水画', 'scroll'], ['书法', 'scroll'], ['花鸟', 'scroll'],
  ['手串', 'beads'], ['吊坠', 'pendant'], ['核雕', 'pendant'], ['紫砂壶', 'teapot'], ['冻干', 'pouch'],
  ['牵引绳', 'leash'], ['狗狗玩具', 'bone']
]

/** The drawing a top category falls back on, by its Chinese name. */
const FALLBACK: Record<string, Kind> = {
  数码: 'phone', 家电: 'cooker', 美妆: 'dropper', 服饰: 'tshirt', 食品: 'pouch', 母婴: 'can', 运动户外: 'sneaker',
  图书: 'book', 家居: 'pillow', 健康: 'pills', 收藏: 'coin', 宠物: 'pouch'
}

export function kindOf (noun: string, topName = ''): Kind {
  for (const [word, kind] of RULES) if (noun.includes(word)) return kind
  return FALLBACK[topName] ?? 'crate'
}

/** Spec values that name a colour, as the paint they name. */
const COLOURS: Record<string, string> = {
  曜石黑: '#2d2f36', 星空黑: '#23262f', 黑色: '#2a2a2e', 珍珠白: '#efeae2', 白色: '#f4f4f2', 奶油白: '#f3ead8', 米白: '#efe6d2', 奶白: '#f2ece0',
  远峰蓝: '#8fb0d4', 蓝色: '#3d6fc4', 雾霾蓝: '#8ea4b8', 雾蓝: '#92a9c2', 藏青: '#263a5e', 樱花粉: '#f3b6c6', 粉色: '#f0a0b8',
  薄荷绿: '#9fd9c2', 绿色: '#4f9a62', 荧光绿: '#b6e03a', 军绿: '#5b6b3f', 深空灰: '#5a5d66', 灰色: '#8d9096', 浅灰: '#c9ccd1',
  银色: '#c8ccd2', 冰川银: '#d6dde3', 玫瑰金: '#e2b4a0', 杏色: '#e8c9a0', 卡其: '#c3a877', 紫色: '#8a63c7', 原木色: '#c89c6c',
  正红色: '#c8102e', 豆沙色: '#b86b6b', 枫叶红: '#a3262a', 奶茶色: '#c08a6a'
}

export function colourOf (value: string): string | null {
  return COLOURS[value] ?? null
}
