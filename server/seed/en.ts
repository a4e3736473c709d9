// The English of the demo's platform texts, by their Chinese. The seed writes the Chinese (data.ts,
// index.ts) and then fills every empty `_en` twin whose Chinese is listed here (translate.ts) —
// also in databases seeded before the twins existed. Kept apart from data.ts so the word lists
// there stay one line per category; a Chinese text with no entry here stays untranslated, which
// server/test/content-i18n.test.ts reports.

/** Goods and article category names. */
const CATEGORIES: Record<string, string> = {
  数码: 'Electronics',
  手机: 'Phones',
  '5G手机': '5G Phones',
  游戏手机: 'Gaming Phones',
  平板电脑: 'Tablets',
  耳机音响: 'Headphones & Speakers',
  智能手表: 'Smartwatches',
  家电: 'Appliances',
  厨房电器: 'Kitchen Appliances',
  生活电器: 'Home Appliances',
  个护电器: 'Personal Care Appliances',
  美妆: 'Beauty',
  护肤: 'Skincare',
  面膜: 'Face Masks',
  精华: 'Serums',
  彩妆: 'Makeup',
  香水: 'Fragrance',
  服饰: 'Fashion',
  女装: "Women's Clothing",
  连衣裙: 'Dresses',
  T恤: 'T-Shirts',
  男装: "Men's Clothing",
  鞋靴: 'Shoes & Boots',
  食品: 'Food',
  休闲零食: 'Snacks',
  茶叶: 'Tea',
  粮油调味: 'Rice, Oil & Seasoning',
  新鲜水果: 'Fresh Fruit',
  // top categories are short: the home grid gives each a fifth of the screen
  母婴: 'Baby',
  奶粉辅食: 'Formula & Baby Food',
  纸尿裤: 'Diapers',
  玩具: 'Toys',
  运动户外: 'Sports',
  跑步装备: 'Running Gear',
  健身器材: 'Fitness Equipment',
  户外露营: 'Camping',
  图书: 'Books',
  文学小说: 'Fiction & Literature',
  少儿读物: "Children's Books",
  经管励志: 'Business & Self-Help',
  家居: 'Homeware',
  床上用品: 'Bedding',
  收纳整理: 'Storage & Organisation',
  厨具餐具: 'Cookware & Tableware',
  健康: 'Health',
  营养保健: 'Vitamins & Supplements',
  医疗器械: 'Medical Devices',
  收藏: 'Collectibles',
  邮票钱币: 'Stamps & Coins',
  书画: 'Calligraphy & Painting',
  文玩: 'Curios',
  宠物: 'Pets',
  猫粮猫砂: 'Cat Food & Litter',
  狗粮用品: 'Dog Food & Supplies',
  帮助中心: 'Help Centre',
  商城资讯: 'Mall News',
  系统公告: 'Announcements'
}

/** The demo's invented brands: English names as such brands would use abroad. */
const BRANDS: Record<string, string> = {
  星辰: 'Stellar',
  极光: 'Aurora',
  青柠: 'Lime',
  悦享: 'Joyful',
  暖家: 'WarmHome',
  山海: 'Shanhai',
  初见: 'First Sight',
  花间: 'Blossom',
  小满: 'Xiaoman',
  拾光: 'Timeless',
  木子: 'Muzi',
  国潮志: 'Guochao',
  山野: 'Wildland',
  橙心: 'Orange Heart',
  宝贝计划: 'Baby Plan',
  小熊猫: 'Red Panda',
  童心: 'Young at Heart',
  疾风: 'Gale',
  北极熊: 'Polar Bear',
  知竹: 'Bamboo Books',
  云朵: 'Cloud',
  康源: 'Kangyuan',
  优品: 'Youpin',
  安心: 'Anxin',
  藏珍阁: 'Treasure House',
  博古: 'Bogu',
  墨韵: 'Ink Charm',
  萌宠: 'CutePet',
  毛孩: 'Furkid',
  汪星人: 'Woof Planet'
}

/** Filter attributes (drawer facets): names and values. */
const ATTRIBUTES: Record<string, string> = {
  产地: 'Origin',
  深圳: 'Shenzhen',
  东莞: 'Dongguan',
  上海: 'Shanghai',
  苏州: 'Suzhou',
  广州: 'Guangzhou',
  杭州: 'Hangzhou',
  云南: 'Yunnan',
  新疆: 'Xinjiang',
  福建: 'Fujian',
  黑龙江: 'Heilongjiang',
  浙江: 'Zhejiang',
  国产: 'Domestic',
  进口: 'Imported',
  保修: 'Warranty',
  一年保修: '1-year warranty',
  两年保修: '2-year warranty',
  三年保修: '3-year warranty',
  能效等级: 'Energy rating',
  一级能效: 'Grade 1',
  二级能效: 'Grade 2',
  三级能效: 'Grade 3',
  控制方式: 'Controls',
  APP智控: 'App control',
  触控: 'Touch',
  机械旋钮: 'Knob',
  适用肤质: 'Skin type',
  干性: 'Dry',
  油性: 'Oily',
  混合性: 'Combination',
  敏感肌: 'Sensitive',
  风格: 'Style',
  简约: 'Minimalist',
  休闲: 'Casual',
  通勤: 'Office',
  国潮: 'Chinese streetwear',
  适用季节: 'Season',
  春季: 'Spring',
  夏季: 'Summer',
  秋季: 'Autumn',
  冬季: 'Winter',
  保质期: 'Shelf life',
  '6个月': '6 months',
  '12个月': '12 months',
  '18个月': '18 months',
  适用年龄: 'Age',
  '0-6个月': '0-6 months',
  '6-12个月': '6-12 months',
  '1-3岁': '1-3 years',
  '3岁以上': '3 years and up',
  适用场景: 'Activity',
  跑步: 'Running',
  健身: 'Gym',
  登山: 'Hiking',
  露营: 'Camping',
  材质: 'Material',
  尼龙: 'Nylon',
  聚酯纤维: 'Polyester',
  纯棉: 'Cotton',
  合金: 'Alloy',
  实木: 'Solid wood',
  不锈钢: 'Stainless steel',
  陶瓷: 'Ceramic',
  纸质: 'Paper',
  银质: 'Silver',
  木质: 'Wood',
  玉石: 'Jade',
  出版社: 'Publisher',
  人民文学出版社: "People's Literature Publishing House",
  中信出版社: 'CITIC Press',
  商务印书馆: 'The Commercial Press',
  少年儿童出版社: "Juvenile & Children's Publishing House",
  装帧: 'Binding',
  平装: 'Paperback',
  精装: 'Hardcover',
  北欧: 'Scandinavian',
  日式: 'Japanese',
  现代简约: 'Modern minimalist',
  新中式: 'Modern Chinese',
  适用人群: 'For',
  成人: 'Adults',
  老人: 'Seniors',
  儿童: 'Children',
  孕妇: 'Mums-to-be',
  年代: 'Period',
  当代: 'Contemporary',
  近代: 'Modern',
  民国: 'Republic era',
  清代: 'Qing dynasty',
  适用阶段: 'Life stage',
  幼年: 'Young',
  成年: 'Adult',
  全阶段: 'All stages'
}

/** Coupon names and notes. Amounts are in the price currency, which the coupon card shows. */
const COUPONS: Record<string, string> = {
  满199减20: '20 off orders over 199',
  运费券: 'Shipping voucher',
  全店9折: '10% off storewide',
  '会员专享 满500减60': 'Members only: 60 off orders over 500',
  '会员等级 2 及以上可领': 'For members of level 2 and above',
  指定商品满99减15: '15 off selected goods over 99',
  '品类8.5折': '15% off this category'
}

/** Adverts, the pop-up, the home page's modules and the app's own name. */
const PROMOTIONS: Record<string, string> = {
  BB商城: 'BB Mall',
  全部: 'All',
  全部分类: 'All categories',
  更多: 'More',
  'BB商城：好物精选，品质生活': 'BB Mall: handpicked goods for a better life',
  首页: 'Home',
  搜索: 'Search',
  '搜索商品、店铺': 'Search goods and shops',
  轮播图: 'Banners',
  分类导航: 'Categories',
  商城头条: 'Mall headlines',
  热卖推荐: 'Best sellers',
  收藏专区: 'Collectibles',
  健康好物: 'Health picks',
  猜你喜欢: 'You may also like',
  春季焕新节: 'Spring Refresh Festival',
  收藏专区上线: 'The Collectibles corner is open',
  '钱币、邮票、书画、文玩，一站淘好物。': 'Coins, stamps, paintings and curios, all in one place.',
  健康生活季: 'Healthy Living Season',
  新人好物指南: 'New here? Start with our best sellers',
  数码好价: 'Great deals on electronics',
  邀请好友得积分: 'Invite friends, earn points',
  'BBT 质押': 'BBT staking',
  欢迎来到BB商城: 'Welcome to BB Mall',
  '连接钱包即可登录，USDT、BBC 和积分都能付款。先看看大家都在买的热卖好物吧！': 'Connect your wallet to sign in, and pay with USDT, BBC or points. Start with what everyone is buying!',
  '全新钱包登录；商品与订单体验优化。': 'New wallet sign-in; smoother product and order pages.'
}

/** Per top category: "<category> picks" (the category adverts are titled `${name}精选`). */
const PICKS: Record<string, string> = Object.fromEntries(
  Object.entries(CATEGORIES).map(([zh, en]) => [`${zh}精选`, `${en} picks`])
)

export interface ArticleEn { title: string, description: string, paragraphs: string[] }

/** Help, news and notices, by their Chinese title. */
export const ARTICLES_EN: Record<string, ArticleEn> = {
  如何使用钱包登录: {
    title: 'How to sign in with a wallet',
    description: 'Connect a wallet and sign a message to sign in. No password needed.',
    paragraphs: [
      'Open the mall in your browser, tap the sign-in button on the Me page and choose the wallet you have installed (MetaMask or any other wallet that supports BSC).',
      'The wallet shows a sign-in request naming this site\'s domain, the chain ID and a one-time random number. Check it and sign to finish signing in. Signing costs no fee.',
      'If the wallet says the network does not match, switch to BNB Smart Chain main net and try again. Each sign-in message can be used only once; if it expires, start the sign-in again.'
    ]
  },
  如何申请退款: {
    title: 'How to ask for a refund',
    description: 'Start an after-sales request from the order page; the platform looks after you all the way.',
    paragraphs: [
      'Go to My orders, find the item you need help with and tap Request refund. Choose "Refund only" or "Return and refund", then give the reason and the amount.',
      'The refund cannot be more than what you paid for the item. The shop handles the request within 3 days; a request left unanswered is approved automatically.',
      'If the shop declines, you can change the request and send it again, or ask the platform to step in: our customer service gives its decision within 24 hours.'
    ]
  },
  支付方式说明: {
    title: 'Ways to pay',
    description: 'Pay with USDT, BBC, points and more.',
    paragraphs: [
      'You can pay for orders with the USDT, BBC and points in your account, and pay for several orders at once.',
      'To keep your money safe, set a payment password before paying from your balance. You can set or reset it under Settings - Account & security with a code sent to your e-mail.',
      'Once paid, the order moves to "To ship", and the order details show what was paid.'
    ]
  },
  商家入驻流程: {
    title: 'How to open a shop',
    description: 'Four steps to open a shop, free for the first year.',
    paragraphs: [
      'Under Me - Open a shop, read and accept the merchant agreement, then choose a shop type, upload your documents, fill in the shop details and open it.',
      'The first year is free; the second and third years cost 100 USDT each, renewed yearly after that. The platform reviews your application within 1-3 working days.',
      'Once approved, you can list products, manage orders and ship from the merchant centre.'
    ]
  },
  收藏专区正式上线: {
    title: 'The Collectibles corner is open',
    description: 'Coins, stamps, paintings and curios, all in one place.',
    paragraphs: [
      'The mall\'s new Collectibles corner opens today. The first collectors\' shops bring zodiac commemorative coins, full sheets of commemorative stamps, paintings by renowned artists and fine curios.',
      'Every collectible comes with the shop\'s note on where it came from, and some come with an appraisal certificate. In the opening week, every order in the corner earns points.'
    ]
  },
  '春季焕新节：数码家电低至五折': {
    title: 'Spring Refresh Festival: electronics and appliances at up to 50% off',
    description: 'Three days only: great prices on top brands of electronics and appliances.',
    paragraphs: [
      'The Spring Refresh Festival is on: over a hundred phones, tablets, headphones, kitchen appliances and more, at up to 50% off.',
      'During the festival you can pay with USDT, BBC or points; the payment page shows what each asset is charged and the rate used. While stocks last.'
    ]
  },
  '新人指南：三步开始购物': {
    title: 'New here? Start shopping in three steps',
    description: 'Connect your wallet, pick what you like, pay with USDT, BBC or points.',
    paragraphs: [
      'Connect your wallet on the Me page to sign in; there is nothing else to register.',
      'Goods are priced in USDT and shown in yuan at the current rate; at checkout you pay with USDT, BBC or points, and the payment page shows what each asset is charged and the rate used.'
    ]
  },
  平台服务协议更新公告: {
    title: 'Our terms of service have been updated',
    description: 'The terms of service and the privacy policy have been updated.',
    paragraphs: [
      'To better protect your rights, we have updated the Terms of Service and the Privacy Policy, mainly the terms on wallet sign-in, data storage and refunds.',
      'The updated terms apply from the day they are published. By continuing to use the platform you accept them; if you have any questions, please contact our online customer service.'
    ]
  },
  系统维护通知: {
    title: 'Scheduled maintenance',
    description: 'System upgrade early on Sunday morning.',
    paragraphs: [
      'To improve our service, the platform will be upgraded this Sunday from 02:00 to 04:00. Ordering, payment and withdrawals may be briefly unavailable.',
      'Orders already paid are not affected. We apologise for any inconvenience.'
    ]
  }
}

/** Every short platform text of the demo: Chinese → English. */
export const GLOSSARY: Readonly<Record<string, string>> = {
  ...CATEGORIES,
  ...BRANDS,
  ...ATTRIBUTES,
  ...COUPONS,
  ...PROMOTIONS,
  ...PICKS,
  ...Object.fromEntries(Object.entries(ARTICLES_EN).map(([zh, a]) => [zh, a.title]))
}

/** The English of a demo text, '' when there is none (read as "not translated"). */
export function english (zh: string): string {
  return GLOSSARY[zh] ?? ''
}

/**
 * The words demo goods titles are made of (index.ts: `${brand} ${adjective}${noun} ${feature}
 * ${suffix}`), for the demo merchants' English titles. Kept apart from GLOSSARY: a word can read
 * differently in a title than as a filter value.
 */
export const TITLE_WORDS = {
  adjectives: {
    新款: 'New', 经典: 'Classic', 轻奢: 'Premium', 高端: 'High-End', 便携: 'Portable', 升级版: 'Upgraded',
    旗舰: 'Flagship', 国潮: 'Guochao-Style', 简约: 'Minimalist', 爆款: 'Bestselling', 官方: 'Official', 精选: 'Select'
  } as Record<string, string>,
  suffixes: {
    官方正品: 'Official & Genuine', 限时特惠: 'Limited-Time Offer', 包邮: 'Free Shipping', 送礼佳品: 'Great Gift',
    热卖爆款: 'Hot Seller', 品质保证: 'Quality Guaranteed', 顺丰包邮: 'Free SF Express Shipping', 七天无理由: '7-Day Returns'
  } as Record<string, string>,
  nouns: {
    '5G智能手机': '5G Smartphone', 拍照手机: 'Camera Phone', 折叠屏手机: 'Foldable Phone', 长续航手机: 'Long-Battery Phone',
    电竞游戏手机: 'Esports Gaming Phone', 高刷游戏手机: 'High-Refresh Gaming Phone',
    平板电脑: 'Tablet', 学习平板: 'Learning Tablet', 二合一平板: '2-in-1 Tablet',
    真无线蓝牙耳机: 'True Wireless Earbuds', 头戴式降噪耳机: 'Noise-Cancelling Headphones', 便携蓝牙音箱: 'Portable Bluetooth Speaker',
    智能手表: 'Smartwatch', 运动手环: 'Fitness Band', 儿童电话手表: "Kids' Phone Watch",
    智能电饭煲: 'Smart Rice Cooker', 空气炸锅: 'Air Fryer', 破壁料理机: 'High-Speed Blender', 电热水壶: 'Electric Kettle',
    无线吸尘器: 'Cordless Vacuum Cleaner', 空气净化器: 'Air Purifier', 电风扇: 'Electric Fan', 除湿机: 'Dehumidifier',
    高速吹风机: 'High-Speed Hair Dryer', 电动牙刷: 'Electric Toothbrush', 剃须刀: 'Electric Shaver', 卷发棒: 'Curling Iron',
    补水保湿面膜: 'Hydrating Sheet Mask', 精华液: 'Serum', 保湿面霜: 'Moisturising Cream', 洁面乳: 'Facial Cleanser',
    睡眠面膜: 'Sleeping Mask', 清洁泥膜: 'Clay Mask', 修护精华液: 'Repair Serum', 美白精华: 'Brightening Serum', 抗皱精华: 'Anti-Wrinkle Serum',
    丝绒口红: 'Velvet Lipstick', 气垫粉底: 'Cushion Foundation', 眼影盘: 'Eyeshadow Palette', 睫毛膏: 'Mascara',
    淡香水: 'Eau de Toilette', 香氛礼盒: 'Fragrance Gift Set', 车载香薰: 'Car Diffuser',
    碎花连衣裙: 'Floral Dress', 针织开衫: 'Knit Cardigan', 纯棉T恤: 'Cotton T-Shirt', 高腰牛仔裤: 'High-Waist Jeans',
    法式长裙: 'French Maxi Dress', 针织连衣裙: 'Knit Dress', 印花短袖T恤: 'Printed Short-Sleeve T-Shirt', 宽松T恤: 'Loose-Fit T-Shirt',
    商务衬衫: 'Business Shirt', 休闲夹克: 'Casual Jacket', 运动卫衣: 'Sports Hoodie', 修身西裤: 'Slim-Fit Trousers',
    休闲运动鞋: 'Casual Sneakers', 小白鞋: 'White Sneakers', 马丁靴: 'Martin Boots', 帆布鞋: 'Canvas Shoes',
    每日坚果: 'Daily Mixed Nuts', 手撕牛肉干: 'Shredded Beef Jerky', 芒果干: 'Dried Mango', 海苔脆片: 'Seaweed Crisps',
    明前龙井: 'Pre-Qingming Longjing Tea', 正山小种红茶: 'Lapsang Souchong Black Tea', 安溪铁观音: 'Anxi Tieguanyin Tea', 云南普洱: 'Yunnan Pu-erh Tea',
    五常大米: 'Wuchang Rice', 压榨花生油: 'Pressed Peanut Oil', 零添加酱油: 'Additive-Free Soy Sauce', 有机小米: 'Organic Millet',
    赣南脐橙: 'Gannan Navel Oranges', 阿克苏苹果: 'Aksu Apples', 海南香蕉: 'Hainan Bananas', 丹东草莓: 'Dandong Strawberries',
    婴儿配方奶粉: 'Infant Formula', 有机米粉: 'Organic Rice Cereal', 宝宝辅食面条: 'Baby Noodles',
    超薄纸尿裤: 'Ultra-Thin Diapers', 拉拉裤: 'Pull-Up Pants', 婴儿湿巾: 'Baby Wipes',
    积木拼装玩具: 'Building Blocks Set', 益智早教机: 'Early Learning Machine', 毛绒公仔: 'Plush Toy', 遥控汽车: 'Remote-Control Car',
    缓震跑步鞋: 'Cushioned Running Shoes', 速干运动T恤: 'Quick-Dry Sports T-Shirt', 运动腰包: 'Running Belt',
    瑜伽垫: 'Yoga Mat', 可调节哑铃: 'Adjustable Dumbbells', 弹力带: 'Resistance Bands', 跳绳: 'Jump Rope',
    自动帐篷: 'Pop-Up Tent', 折叠露营椅: 'Folding Camping Chair', 户外保温杯: 'Outdoor Insulated Bottle', 登山包: 'Hiking Backpack',
    长篇小说: 'Novel', 散文集: 'Essay Collection', 诗歌选集: 'Poetry Anthology', 经典名著: 'Literary Classic',
    儿童绘本: "Children's Picture Book", 科普百科: 'Science Encyclopedia', 拼音故事书: 'Pinyin Storybook',
    管理学经典: 'Management Classic', 投资理财入门: 'Investing for Beginners', 个人成长指南: 'Personal Growth Guide',
    纯棉四件套: 'Cotton Bedding Set', 羽绒被: 'Down Duvet', 乳胶枕: 'Latex Pillow', 夏凉席: 'Summer Sleeping Mat',
    折叠收纳箱: 'Folding Storage Box', 衣柜收纳盒: 'Wardrobe Organiser', 桌面置物架: 'Desk Shelf',
    不粘炒锅: 'Non-Stick Wok', 陶瓷餐具套装: 'Ceramic Dinnerware Set', 不锈钢刀具: 'Stainless Steel Knife Set', 保温饭盒: 'Insulated Lunch Box',
    维生素C片: 'Vitamin C Tablets', 鱼油软胶囊: 'Fish Oil Softgels', 蛋白粉: 'Protein Powder', 益生菌: 'Probiotics',
    电子血压计: 'Blood Pressure Monitor', 额温枪: 'Forehead Thermometer', 家用制氧机: 'Home Oxygen Concentrator', 按摩仪: 'Massager',
    生肖纪念币: 'Zodiac Commemorative Coin', 纪念邮票大版: 'Commemorative Stamp Sheet', 银质纪念章: 'Silver Commemorative Medal',
    手绘山水画: 'Hand-Painted Landscape', 书法作品: 'Calligraphy Work', 工笔花鸟: 'Gongbi Flower-and-Bird Painting',
    小叶紫檀手串: 'Red Sandalwood Bracelet', 和田玉吊坠: 'Hetian Jade Pendant', 紫砂壶: 'Yixing Clay Teapot', 核雕: 'Olive-Pit Carving',
    全价猫粮: 'Complete Cat Food', 豆腐猫砂: 'Tofu Cat Litter', 冻干猫零食: 'Freeze-Dried Cat Treats',
    成犬狗粮: 'Adult Dog Food', 宠物牵引绳: 'Pet Leash', 狗狗玩具: 'Dog Toy'
  } as Record<string, string>,
  features: {
    超长续航: 'Extra-Long Battery Life', '1亿像素': '100MP Camera', '120Hz高刷屏': '120Hz Display', '66W快充': '66W Fast Charging',
    '11英寸护眼屏': '11-Inch Eye-Care Screen', 四扬声器: 'Quad Speakers', 支持手写笔: 'Stylus Support',
    主动降噪: 'Active Noise Cancelling', '40小时续航': '40-Hour Battery', HiFi音质: 'Hi-Fi Sound',
    心率血氧监测: 'Heart Rate & SpO2 Monitoring', '14天续航': '14-Day Battery', '50米防水': '50m Water Resistant',
    一键智能预约: 'One-Touch Scheduling', 大容量: 'Large Capacity', 不粘内胆: 'Non-Stick Inner Pot',
    静音设计: 'Quiet Design', 强劲吸力: 'Powerful Suction', 智能遥控: 'Smart Remote',
    负离子护发: 'Ionic Hair Care', 声波震动: 'Sonic Vibration', 全身水洗: 'Fully Washable',
    深层补水: 'Deep Hydration', 温和不刺激: 'Gentle Formula', 敏感肌可用: 'For Sensitive Skin',
    持久不脱色: 'Long-Lasting Colour', 轻薄服帖: 'Lightweight Finish', 防水防汗: 'Waterproof & Sweatproof',
    清新花果香: 'Fresh Fruity Floral', 持久留香: 'Long-Lasting Scent', 情人节礼物: "Valentine's Gift",
    春夏新款: 'New for Spring/Summer', 宽松显瘦: 'Relaxed Flattering Fit', 百搭休闲: 'Easy Casual Style',
    免烫抗皱: 'Non-Iron', 宽松舒适: 'Relaxed Comfort', 四季百搭: 'All-Season Style',
    轻便透气: 'Light & Breathable', 防滑耐磨: 'Non-Slip & Durable', 增高舒适: 'Height-Boosting Comfort',
    独立小包装: 'Individually Wrapped', '0添加蔗糖': 'No Added Sugar', 办公室零食: 'Office Snack',
    高山云雾: 'High-Mountain Grown', 礼盒装: 'Gift Box', '2025新茶': '2025 Harvest',
    产地直发: 'Shipped from Origin', 当季新米: 'New-Season Rice', 家庭装: 'Family Pack',
    产地直采: 'Sourced at Origin', 现摘现发: 'Picked to Order', 脆甜多汁: 'Crisp, Sweet & Juicy',
    进口奶源: 'Imported Milk', 易吸收: 'Easy to Digest', 无添加: 'No Additives',
    干爽透气: 'Dry & Breathable', 柔软亲肤: 'Soft on Skin', 量贩装: 'Value Pack',
    '3岁以上': 'Ages 3+', 环保材质: 'Eco-Friendly Materials', 生日礼物: 'Birthday Gift',
    轻量透气: 'Lightweight & Breathable', 专业缓震: 'Pro Cushioning', 夜跑反光: 'Reflective for Night Runs',
    加厚防滑: 'Extra-Thick Non-Slip', 家用健身: 'Home Workout', 防风防雨: 'Wind & Rain Proof', 便携收纳: 'Packs Small',
    精装典藏版: "Collector's Hardcover", 作者签名版: 'Signed Edition', 全新修订: 'Newly Revised',
    彩图注音: 'Colour Illustrated with Pinyin', '3-6岁': 'Ages 3-6', 亲子共读: 'Read Together',
    畅销百万册: 'Million-Copy Bestseller', 新版: 'New Edition', 职场必读: 'Career Must-Read',
    A类母婴级: 'Class A Baby-Safe', 亲肤透气: 'Skin-Friendly & Breathable', 四季通用: 'All-Season',
    可叠加: 'Stackable', 免安装: 'No Assembly', 少油烟: 'Low Smoke', 耐高温: 'Heat Resistant', 家用套装: 'Home Set',
    增强免疫力: 'Immune Support', '90粒装': '90 Count', 全家适用: 'For the Whole Family',
    医用级精准: 'Medical-Grade Accuracy', 大屏显示: 'Large Display', 一键测量: 'One-Touch Measuring',
    限量发行: 'Limited Edition', 附收藏证书: 'With Certificate', 品相完好: 'Excellent Condition',
    名家手绘: 'Hand-Painted by a Master', 已装裱: 'Mounted', 可定制: 'Customisable',
    天然原料: 'Natural Material', 手工雕刻: 'Hand-Carved', 附鉴定证书: 'With Appraisal Certificate',
    高蛋白: 'High Protein', 无谷配方: 'Grain-Free', 低尘结团: 'Low-Dust Clumping',
    美毛配方: 'Coat Care Formula', 耐咬: 'Chew-Resistant', 中大型犬: 'For Medium & Large Dogs'
  } as Record<string, string>
}

/**
 * A demo goods title in English, from its parts: `Stellar New 5G Smartphone, 120Hz Display,
 * Free Shipping`; '' when the title is not made of the demo's words.
 */
/** A demo goods' description (index.ts: `${feature}，${suffix}`) in English; '' when a word is not known. */
export function englishDescription (description: string): string {
  const [feature, suffix, ...rest] = description.split('，')
  const parts = [TITLE_WORDS.features[feature], TITLE_WORDS.suffixes[suffix ?? '']]
  return rest.length > 0 || parts.some((p) => p === undefined) ? '' : parts.join(', ')
}

/**
 * A demo goods' details (index.ts: a paragraph on the brand and feature, a picture, a paragraph on
 * returns and shipping) in English, the picture kept; '' when they are not the demo's own. The
 * options named in the first paragraph are left out: the option picker names them.
 */
export function englishContent (content: string): string {
  const m = /^<p>([^<，]+)出品，([^<。]+)。精选优质材料，严格品控，[^<]*<\/p>(<p><img [^>]*><\/p>)<p>支持七天无理由退换，下单后 48 小时内发货。<\/p>$/.exec(content)
  const brand = m === null ? undefined : BRANDS[m[1]]
  const feature = m === null ? undefined : TITLE_WORDS.features[m[2]]
  if (m === null || brand === undefined || feature === undefined) return ''
  return `<p>By ${brand}: ${feature}. Quality materials, strict quality control.</p>${m[3]}<p>7-day no-reason returns; ships within 48 hours of your order.</p>`
}

export function englishTitle (title: string): string {
  const [brand, adjNoun, feature, suffix, ...rest] = title.split(' ')
  if (rest.length > 0 || suffix === undefined) return ''
  const adjective = Object.keys(TITLE_WORDS.adjectives).find((a) => adjNoun.startsWith(a) && adjNoun.length > a.length)
  if (adjective === undefined) return ''
  const parts = [
    BRANDS[brand], TITLE_WORDS.adjectives[adjective], TITLE_WORDS.nouns[adjNoun.slice(adjective.length)],
    TITLE_WORDS.features[feature], TITLE_WORDS.suffixes[suffix]
  ]
  if (parts.some((p) => p === undefined)) return ''
  return `${parts[0]} ${parts[1]} ${parts[2]}, ${parts[3]}, ${parts[4]}`
}
