import type { ShapeKind } from './images'

// Word lists for the demo catalogue. Brand names are invented.

export interface Leaf {
  name: string
  nouns: string[]
  features: string[]
  spus: [{ name: string, values: string[] }, { name: string, values: string[] }]
  /** price range of the cheapest SKU as a shopper thinks of it, in yuan; the seed stores USDT (÷ usdt_cny) */
  price: [number, number]
  /** third-level children: goods are attached to these instead when present */
  children?: Array<{ name: string, nouns: string[] }>
}

export interface TopCategory {
  name: string
  hue: number
  shapes: ShapeKind[]
  goodsType: 'hot' | 'health' | 'collectible'
  brands: string[]
  leaves: Leaf[]
}

const COLORS = ['曜石黑', '珍珠白', '远峰蓝', '樱花粉', '薄荷绿']

export const CATALOGUE: TopCategory[] = [
  {
    name: '数码', hue: 215, shapes: ['phone', 'box', 'phone', 'cup'], goodsType: 'hot', brands: ['星辰', '极光', '青柠'],
    leaves: [
      { name: '手机', nouns: ['5G智能手机', '拍照手机', '折叠屏手机', '长续航手机'], features: ['超长续航', '1亿像素', '120Hz高刷屏', '66W快充'], spus: [{ name: '颜色', values: COLORS }, { name: '存储', values: ['8GB+128GB', '8GB+256GB', '12GB+256GB'] }], price: [899, 3999], children: [{ name: '5G手机', nouns: ['5G智能手机', '折叠屏手机', '拍照手机'] }, { name: '游戏手机', nouns: ['电竞游戏手机', '高刷游戏手机'] }] },
      { name: '平板电脑', nouns: ['平板电脑', '学习平板', '二合一平板'], features: ['11英寸护眼屏', '四扬声器', '支持手写笔'], spus: [{ name: '颜色', values: ['深空灰', '银色', '远峰蓝'] }, { name: '版本', values: ['WiFi版', '5G版'] }], price: [999, 3299] },
      { name: '耳机音响', nouns: ['真无线蓝牙耳机', '头戴式降噪耳机', '便携蓝牙音箱'], features: ['主动降噪', '40小时续航', 'HiFi音质'], spus: [{ name: '颜色', values: ['黑色', '白色', '蓝色'] }, { name: '套餐', values: ['标准版', '礼盒版'] }], price: [129, 899] },
      { name: '智能手表', nouns: ['智能手表', '运动手环', '儿童电话手表'], features: ['心率血氧监测', '14天续航', '50米防水'], spus: [{ name: '颜色', values: ['曜石黑', '冰川银', '玫瑰金'] }, { name: '表带', values: ['硅胶表带', '皮质表带'] }], price: [199, 1599] }
    ]
  },
  {
    name: '家电', hue: 190, shapes: ['box', 'cup', 'box', 'bottle'], goodsType: 'hot', brands: ['悦享', '暖家', '山海'],
    leaves: [
      { name: '厨房电器', nouns: ['智能电饭煲', '空气炸锅', '破壁料理机', '电热水壶'], features: ['一键智能预约', '大容量', '不粘内胆'], spus: [{ name: '颜色', values: ['奶油白', '雾霾蓝', '樱花粉'] }, { name: '容量', values: ['3L', '4L', '5L'] }], price: [99, 699] },
      { name: '生活电器', nouns: ['无线吸尘器', '空气净化器', '电风扇', '除湿机'], features: ['静音设计', '强劲吸力', '智能遥控'], spus: [{ name: '颜色', values: ['白色', '灰色'] }, { name: '版本', values: ['标准版', '旗舰版', '尊享版'] }], price: [159, 1899] },
      { name: '个护电器', nouns: ['高速吹风机', '电动牙刷', '剃须刀', '卷发棒'], features: ['负离子护发', '声波震动', '全身水洗'], spus: [{ name: '颜色', values: ['玫瑰金', '星空黑', '珍珠白'] }, { name: '套餐', values: ['单机', '套装'] }], price: [69, 599] }
    ]
  },
  {
    name: '美妆', hue: 330, shapes: ['bottle', 'bottle', 'box', 'cup'], goodsType: 'hot', brands: ['初见', '花间', '小满'],
    leaves: [
      { name: '护肤', nouns: ['补水保湿面膜', '精华液', '保湿面霜', '洁面乳'], features: ['深层补水', '温和不刺激', '敏感肌可用'], spus: [{ name: '规格', values: ['30ml', '50ml', '100ml'] }, { name: '套餐', values: ['单支', '两支装'] }], price: [49, 399], children: [{ name: '面膜', nouns: ['补水保湿面膜', '睡眠面膜', '清洁泥膜'] }, { name: '精华', nouns: ['修护精华液', '美白精华', '抗皱精华'] }] },
      { name: '彩妆', nouns: ['丝绒口红', '气垫粉底', '眼影盘', '睫毛膏'], features: ['持久不脱色', '轻薄服帖', '防水防汗'], spus: [{ name: '色号', values: ['正红色', '豆沙色', '枫叶红', '奶茶色'] }, { name: '规格', values: ['正装', '礼盒装'] }], price: [59, 329] },
      { name: '香水', nouns: ['淡香水', '香氛礼盒', '车载香薰'], features: ['清新花果香', '持久留香', '情人节礼物'], spus: [{ name: '香型', values: ['花香调', '木质调', '柑橘调'] }, { name: '容量', values: ['30ml', '50ml'] }], price: [89, 599] }
    ]
  },
  {
    name: '服饰', hue: 275, shapes: ['bag', 'box', 'bag', 'cup'], goodsType: 'hot', brands: ['拾光', '木子', '国潮志'],
    leaves: [
      { name: '女装', nouns: ['碎花连衣裙', '针织开衫', '纯棉T恤', '高腰牛仔裤'], features: ['春夏新款', '宽松显瘦', '百搭休闲'], spus: [{ name: '颜色', values: ['米白', '雾蓝', '黑色', '杏色'] }, { name: '尺码', values: ['S', 'M', 'L', 'XL'] }], price: [59, 399], children: [{ name: '连衣裙', nouns: ['碎花连衣裙', '法式长裙', '针织连衣裙'] }, { name: 'T恤', nouns: ['纯棉T恤', '印花短袖T恤', '宽松T恤'] }] },
      { name: '男装', nouns: ['商务衬衫', '休闲夹克', '运动卫衣', '修身西裤'], features: ['免烫抗皱', '宽松舒适', '四季百搭'], spus: [{ name: '颜色', values: ['藏青', '灰色', '白色'] }, { name: '尺码', values: ['M', 'L', 'XL', 'XXL'] }], price: [79, 499] },
      { name: '鞋靴', nouns: ['休闲运动鞋', '小白鞋', '马丁靴', '帆布鞋'], features: ['轻便透气', '防滑耐磨', '增高舒适'], spus: [{ name: '颜色', values: ['白色', '黑色', '灰色'] }, { name: '尺码', values: ['38', '39', '40', '41', '42'] }], price: [99, 599] }
    ]
  },
  {
    name: '食品', hue: 28, shapes: ['fruit', 'box', 'cup', 'bottle'], goodsType: 'hot', brands: ['小满', '山野', '橙心'],
    leaves: [
      { name: '休闲零食', nouns: ['每日坚果', '手撕牛肉干', '芒果干', '海苔脆片'], features: ['独立小包装', '0添加蔗糖', '办公室零食'], spus: [{ name: '口味', values: ['原味', '香辣味', '五香味'] }, { name: '规格', values: ['250g', '500g', '1kg'] }], price: [19, 129] },
      { name: '茶叶', nouns: ['明前龙井', '正山小种红茶', '安溪铁观音', '云南普洱'], features: ['高山云雾', '礼盒装', '2025新茶'], spus: [{ name: '等级', values: ['特级', '一级'] }, { name: '规格', values: ['125g', '250g', '500g'] }], price: [68, 688] },
      { name: '粮油调味', nouns: ['五常大米', '压榨花生油', '零添加酱油', '有机小米'], features: ['产地直发', '当季新米', '家庭装'], spus: [{ name: '规格', values: ['2.5kg', '5kg', '10kg'] }, { name: '包装', values: ['袋装', '礼盒装'] }], price: [29, 199] },
      { name: '新鲜水果', nouns: ['赣南脐橙', '阿克苏苹果', '海南香蕉', '丹东草莓'], features: ['产地直采', '现摘现发', '脆甜多汁'], spus: [{ name: '规格', values: ['3斤', '5斤', '10斤'] }, { name: '果径', values: ['中果', '大果'] }], price: [25, 158] }
    ]
  },
  {
    name: '母婴', hue: 350, shapes: ['bottle', 'box', 'fruit', 'bag'], goodsType: 'hot', brands: ['宝贝计划', '小熊猫', '童心'],
    leaves: [
      { name: '奶粉辅食', nouns: ['婴儿配方奶粉', '有机米粉', '宝宝辅食面条'], features: ['进口奶源', '易吸收', '无添加'], spus: [{ name: '段数', values: ['1段', '2段', '3段'] }, { name: '规格', values: ['400g', '800g'] }], price: [49, 368] },
      { name: '纸尿裤', nouns: ['超薄纸尿裤', '拉拉裤', '婴儿湿巾'], features: ['干爽透气', '柔软亲肤', '量贩装'], spus: [{ name: '尺码', values: ['S', 'M', 'L', 'XL'] }, { name: '包装', values: ['单包', '整箱'] }], price: [39, 199] },
      { name: '玩具', nouns: ['积木拼装玩具', '益智早教机', '毛绒公仔', '遥控汽车'], features: ['3岁以上', '环保材质', '生日礼物'], spus: [{ name: '款式', values: ['城市系列', '太空系列', '动物系列'] }, { name: '规格', values: ['标准款', '豪华款'] }], price: [39, 499] }
    ]
  },
  {
    name: '运动户外', hue: 140, shapes: ['bag', 'cup', 'box', 'bottle'], goodsType: 'hot', brands: ['山海', '疾风', '北极熊'],
    leaves: [
      { name: '跑步装备', nouns: ['缓震跑步鞋', '速干运动T恤', '运动腰包'], features: ['轻量透气', '专业缓震', '夜跑反光'], spus: [{ name: '颜色', values: ['荧光绿', '黑色', '白色'] }, { name: '尺码', values: ['M', 'L', 'XL'] }], price: [59, 699] },
      { name: '健身器材', nouns: ['瑜伽垫', '可调节哑铃', '弹力带', '跳绳'], features: ['加厚防滑', '家用健身', '静音设计'], spus: [{ name: '颜色', values: ['紫色', '蓝色', '粉色'] }, { name: '规格', values: ['标准款', '加厚款'] }], price: [29, 399] },
      { name: '户外露营', nouns: ['自动帐篷', '折叠露营椅', '户外保温杯', '登山包'], features: ['防风防雨', '便携收纳', '大容量'], spus: [{ name: '颜色', values: ['军绿', '卡其', '黑色'] }, { name: '规格', values: ['2人', '4人', '6人'] }], price: [59, 899] }
    ]
  },
  {
    name: '图书', hue: 45, shapes: ['book', 'book', 'box', 'book'], goodsType: 'hot', brands: ['知竹', '拾光', '青柠'],
    leaves: [
      { name: '文学小说', nouns: ['长篇小说', '散文集', '诗歌选集', '经典名著'], features: ['精装典藏版', '作者签名版', '全新修订'], spus: [{ name: '版本', values: ['平装', '精装'] }, { name: '套装', values: ['单册', '全套'] }], price: [19, 168] },
      { name: '少儿读物', nouns: ['儿童绘本', '科普百科', '拼音故事书'], features: ['彩图注音', '3-6岁', '亲子共读'], spus: [{ name: '版本', values: ['平装', '精装'] }, { name: '套装', values: ['单册', '10册套装'] }], price: [15, 198] },
      { name: '经管励志', nouns: ['管理学经典', '投资理财入门', '个人成长指南'], features: ['畅销百万册', '新版', '职场必读'], spus: [{ name: '版本', values: ['平装', '精装'] }, { name: '附赠', values: ['无', '笔记本'] }], price: [29, 128] }
    ]
  },
  {
    name: '家居', hue: 18, shapes: ['box', 'cup', 'bag', 'box'], goodsType: 'hot', brands: ['暖家', '木子', '云朵'],
    leaves: [
      { name: '床上用品', nouns: ['纯棉四件套', '羽绒被', '乳胶枕', '夏凉席'], features: ['A类母婴级', '亲肤透气', '四季通用'], spus: [{ name: '颜色', values: ['浅灰', '奶白', '雾蓝'] }, { name: '尺寸', values: ['1.5米床', '1.8米床', '2.0米床'] }], price: [89, 899] },
      { name: '收纳整理', nouns: ['折叠收纳箱', '衣柜收纳盒', '桌面置物架'], features: ['大容量', '可叠加', '免安装'], spus: [{ name: '颜色', values: ['白色', '灰色', '原木色'] }, { name: '规格', values: ['单个', '三个装'] }], price: [19, 159] },
      { name: '厨具餐具', nouns: ['不粘炒锅', '陶瓷餐具套装', '不锈钢刀具', '保温饭盒'], features: ['少油烟', '耐高温', '家用套装'], spus: [{ name: '颜色', values: ['黑色', '白色', '绿色'] }, { name: '规格', values: ['28cm', '30cm', '32cm'] }], price: [39, 499] }
    ]
  },
  {
    name: '健康', hue: 162, shapes: ['bottle', 'box', 'bottle', 'cup'], goodsType: 'health', brands: ['康源', '优品', '安心'],
    leaves: [
      { name: '营养保健', nouns: ['维生素C片', '鱼油软胶囊', '蛋白粉', '益生菌'], features: ['增强免疫力', '90粒装', '全家适用'], spus: [{ name: '规格', values: ['60粒', '90粒', '120粒'] }, { name: '套餐', values: ['1瓶', '3瓶装'] }], price: [49, 398] },
      { name: '医疗器械', nouns: ['电子血压计', '额温枪', '家用制氧机', '按摩仪'], features: ['医用级精准', '大屏显示', '一键测量'], spus: [{ name: '颜色', values: ['白色', '灰色'] }, { name: '版本', values: ['基础款', '语音款', '蓝牙款'] }], price: [69, 1299] }
    ]
  },
  {
    name: '收藏', hue: 42, shapes: ['coin', 'book', 'box', 'coin'], goodsType: 'collectible', brands: ['藏珍阁', '博古', '墨韵'],
    leaves: [
      { name: '邮票钱币', nouns: ['生肖纪念币', '纪念邮票大版', '银质纪念章'], features: ['限量发行', '附收藏证书', '品相完好'], spus: [{ name: '品相', values: ['全新', '99新'] }, { name: '包装', values: ['单枚', '礼盒装', '整套'] }], price: [88, 2888] },
      { name: '书画', nouns: ['手绘山水画', '书法作品', '工笔花鸟'], features: ['名家手绘', '已装裱', '可定制'], spus: [{ name: '尺寸', values: ['四尺斗方', '四尺整张', '六尺整张'] }, { name: '装裱', values: ['卷轴', '框装'] }], price: [299, 6800] },
      { name: '文玩', nouns: ['小叶紫檀手串', '和田玉吊坠', '紫砂壶', '核雕'], features: ['天然原料', '手工雕刻', '附鉴定证书'], spus: [{ name: '规格', values: ['小号', '中号', '大号'] }, { name: '包装', values: ['锦盒', '礼盒'] }], price: [128, 3999] }
    ]
  },
  {
    name: '宠物', hue: 98, shapes: ['fruit', 'box', 'bag', 'cup'], goodsType: 'hot', brands: ['萌宠', '毛孩', '汪星人'],
    leaves: [
      { name: '猫粮猫砂', nouns: ['全价猫粮', '豆腐猫砂', '冻干猫零食'], features: ['高蛋白', '无谷配方', '低尘结团'], spus: [{ name: '口味', values: ['鸡肉味', '三文鱼味', '牛肉味'] }, { name: '规格', values: ['1.5kg', '5kg'] }], price: [29, 329] },
      { name: '狗粮用品', nouns: ['成犬狗粮', '宠物牵引绳', '狗狗玩具'], features: ['美毛配方', '耐咬', '中大型犬'], spus: [{ name: '规格', values: ['2kg', '10kg', '15kg'] }, { name: '适用', values: ['小型犬', '大型犬'] }], price: [25, 399] }
    ]
  }
]

export const ADJECTIVES = ['新款', '经典', '轻奢', '高端', '便携', '升级版', '旗舰', '国潮', '简约', '爆款', '官方', '精选']
export const SUFFIXES = ['官方正品', '限时特惠', '包邮', '送礼佳品', '热卖爆款', '品质保证', '顺丰包邮', '七天无理由']

export interface ShopSeed {
  name: string
  storeType: 'self-owned' | 'personal' | 'enterprise' | 'flagship'
  /** top categories (by index in CATALOGUE) this shop sells */
  cats: number[]
  city: string
  bio: string
  /** street address inside the city */
  street: string
  hours: string
}

export const SHOPS: ShopSeed[] = [
  { name: 'BB商城自营旗舰店', storeType: 'self-owned', cats: [0, 1, 4], city: '深圳', bio: '平台自营，正品保障，极速发货', street: '南山区科技园科苑路 15 号', hours: '09:00-22:00' },
  { name: '星辰数码专营店', storeType: 'enterprise', cats: [0], city: '深圳', bio: '专注手机数码十年，官方授权', street: '福田区华强北路赛格广场 18 楼', hours: '09:30-21:30' },
  { name: '悦享家电城', storeType: 'flagship', cats: [1], city: '佛山', bio: '大牌家电，全国联保', street: '顺德区北滘镇美的大道 6 号', hours: '08:30-20:30' },
  { name: '花间美妆旗舰店', storeType: 'flagship', cats: [2], city: '上海', bio: '国货美妆，温和护肤', street: '静安区南京西路 1266 号', hours: '10:00-22:00' },
  { name: '拾光服饰', storeType: 'personal', cats: [3], city: '杭州', bio: '原创设计，舒适百搭', street: '西湖区文三路 90 号创意园 3 栋', hours: '09:00-21:00' },
  { name: '小满零食铺', storeType: 'personal', cats: [4], city: '长沙', bio: '好吃不贵，每日上新', street: '岳麓区麓谷街道桐梓坡路 229 号', hours: '08:00-23:00' },
  { name: '宝贝计划母婴店', storeType: 'enterprise', cats: [5], city: '广州', bio: '妈妈们信赖的母婴好物', street: '天河区天河路 383 号', hours: '09:00-21:00' },
  { name: '山海户外运动', storeType: 'enterprise', cats: [6], city: '成都', bio: '为热爱户外的你而生', street: '武侯区人民南路四段 27 号', hours: '09:00-20:00' },
  { name: '知竹书店', storeType: 'personal', cats: [7], city: '北京', bio: '一本好书，一段时光', street: '海淀区中关村大街 59 号', hours: '10:00-20:00' },
  { name: '暖家家居馆', storeType: 'enterprise', cats: [8], city: '苏州', bio: '让家更温暖', street: '工业园区星湖街 328 号', hours: '09:00-21:00' },
  { name: '康源健康生活馆', storeType: 'flagship', cats: [9], city: '南京', bio: '守护全家健康', street: '鼓楼区中山路 18 号', hours: '08:30-20:00' },
  { name: '藏珍阁', storeType: 'personal', cats: [10], city: '西安', bio: '钱币邮票书画文玩，件件有来历', street: '碑林区书院门古文化街 21 号', hours: '10:00-18:00' },
  { name: '萌宠乐园', storeType: 'personal', cats: [11], city: '武汉', bio: '毛孩子的快乐星球', street: '江汉区江汉路步行街 118 号', hours: '全天 24 小时' }
]

export const KEYWORDS: Array<[string, number]> = [
  ['手机', 980], ['蓝牙耳机', 860], ['面膜', 790], ['零食', 720], ['运动鞋', 650], ['连衣裙', 610],
  ['茶叶', 540], ['猫粮', 500], ['保温杯', 460], ['纪念币', 430], ['空气炸锅', 400], ['四件套', 360],
  ['儿童绘本', 320], ['维生素', 280], ['口红', 260]
]

export interface ArticleSeed { kind: 'help' | 'new' | 'sys', title: string, description: string, paragraphs: string[] }

export const ARTICLES: ArticleSeed[] = [
  {
    kind: 'help', title: '如何使用钱包登录', description: '连接钱包，签名即可登录，无需密码。',
    paragraphs: [
      '在浏览器中打开商城后，点击“我的”页面的登录按钮，选择你已安装的钱包（例如 MetaMask 或其他支持 BSC 的钱包）。',
      '钱包会弹出一条“登录签名”请求，其中写明了本站域名、链 ID 和一次性随机数。确认内容无误后点击签名即可完成登录，签名不会产生任何手续费。',
      '如果钱包提示网络不匹配，请先切换到 BNB Smart Chain 主网再重试。每条签名消息只能使用一次，过期后请重新发起登录。'
    ]
  },
  {
    kind: 'help', title: '如何申请退款', description: '订单页面即可发起售后，平台全程保障。',
    paragraphs: [
      '进入“我的订单”，找到需要售后的商品，点击“申请退款”。根据实际情况选择“仅退款”或“退货退款”，并填写退款原因与金额。',
      '退款金额不能超过该商品的实付金额。提交后商家会在 3 天内处理，超时未处理的申请将自动同意。',
      '如果商家拒绝了你的申请，你可以修改后重新提交，或申请平台介入，平台客服会在 24 小时内给出处理意见。'
    ]
  },
  {
    kind: 'help', title: '支付方式说明', description: '支持 USDT、BBC、积分等多种资产支付。',
    paragraphs: [
      '商城支持使用账户中的 USDT、BBC 以及积分支付订单，也支持多个订单合并支付。',
      '为保障资金安全，使用余额支付前需要先设置支付密码。支付密码可在“设置 - 账户与安全”中通过邮箱验证码设置或重置。',
      '支付成功后，订单会进入“待发货”状态，你可以在订单详情中查看支付明细。'
    ]
  },
  {
    kind: 'help', title: '商家入驻流程', description: '四步完成入驻，首年免费。',
    paragraphs: [
      '在“我的 - 商家入驻”中阅读并同意入驻协议，然后依次选择店铺类型、上传资质、填写店铺信息并完成开通。',
      '首年入驻免费，第二年和第三年每年 100 USDT，之后按年续费。资料提交后平台会在 1-3 个工作日内完成审核。',
      '审核通过后即可在商家中心上传商品、管理订单和发货。'
    ]
  },
  {
    kind: 'new', title: '收藏专区正式上线', description: '钱币、邮票、书画、文玩，一站淘好物。',
    paragraphs: [
      '商城全新收藏专区今日正式上线，首批入驻的收藏类店铺带来了生肖纪念币、纪念邮票大版、名家书画和精品文玩。',
      '所有收藏品均由店铺提供来源说明，部分商品附带鉴定证书。上线首周，专区内商品下单即送积分。'
    ]
  },
  {
    kind: 'new', title: '春季焕新节：数码家电低至五折', description: '限时三天，大牌数码家电好价不停。',
    paragraphs: [
      '春季焕新节火热进行中，手机、平板、耳机、厨房电器等上百款商品参与活动，最低五折起。',
      '活动期间可用 USDT、BBC 或积分付款，付款页会写明每种资产的扣除数量和折算汇率。库存有限，先到先得。'
    ]
  },
  {
    kind: 'new', title: '新人指南：三步开始购物', description: '连接钱包登录，挑选好物，用 USDT、BBC 或积分付款。',
    paragraphs: [
      '在“我的”页连接钱包即可登录，无需另外注册。',
      '商品以 USDT 计价，默认按汇率显示为人民币；付款时可选 USDT、BBC 或积分，付款页会写明每种资产的扣除数量和折算汇率。'
    ]
  },
  {
    kind: 'sys', title: '平台服务协议更新公告', description: '服务协议与隐私政策已更新。',
    paragraphs: [
      '为更好地保障你的权益，我们更新了《平台服务协议》和《隐私政策》，主要调整了钱包登录、数据存储与退款规则相关条款。',
      '更新后的协议自发布之日起生效。继续使用本平台即表示你同意更新后的协议内容，如有疑问请联系在线客服。'
    ]
  },
  {
    kind: 'sys', title: '系统维护通知', description: '本周日凌晨进行系统升级。',
    paragraphs: [
      '为提升服务质量，平台将于本周日 02:00 至 04:00 进行系统维护升级，期间下单、支付和提现功能可能短暂不可用。',
      '维护期间已支付的订单不受影响，给你带来的不便敬请谅解。'
    ]
  }
]

/** Filter attributes of the goods categories under each top category (by index in CATALOGUE): the drawer offers them and every goods carries one value of each. */
export const ATTRIBUTES: Array<Array<{ name: string, values: string[] }>> = [
  [{ name: '产地', values: ['深圳', '东莞', '上海', '苏州'] }, { name: '保修', values: ['一年保修', '两年保修', '三年保修'] }],
  [{ name: '能效等级', values: ['一级能效', '二级能效', '三级能效'] }, { name: '控制方式', values: ['APP智控', '触控', '机械旋钮'] }],
  [{ name: '适用肤质', values: ['干性', '油性', '混合性', '敏感肌'] }, { name: '产地', values: ['上海', '广州', '杭州', '云南'] }],
  [{ name: '风格', values: ['简约', '休闲', '通勤', '国潮'] }, { name: '适用季节', values: ['春季', '夏季', '秋季', '冬季'] }],
  [{ name: '产地', values: ['云南', '新疆', '福建', '黑龙江', '浙江'] }, { name: '保质期', values: ['6个月', '12个月', '18个月'] }],
  [{ name: '适用年龄', values: ['0-6个月', '6-12个月', '1-3岁', '3岁以上'] }, { name: '产地', values: ['国产', '进口'] }],
  [{ name: '适用场景', values: ['跑步', '健身', '登山', '露营'] }, { name: '材质', values: ['尼龙', '聚酯纤维', '纯棉', '合金'] }],
  [{ name: '出版社', values: ['人民文学出版社', '中信出版社', '商务印书馆', '少年儿童出版社'] }, { name: '装帧', values: ['平装', '精装'] }],
  [{ name: '材质', values: ['纯棉', '实木', '不锈钢', '陶瓷'] }, { name: '风格', values: ['北欧', '日式', '现代简约', '新中式'] }],
  [{ name: '适用人群', values: ['成人', '老人', '儿童', '孕妇'] }, { name: '产地', values: ['国产', '进口'] }],
  [{ name: '年代', values: ['当代', '近代', '民国', '清代'] }, { name: '材质', values: ['纸质', '银质', '木质', '玉石'] }],
  [{ name: '适用阶段', values: ['幼年', '成年', '全阶段'] }, { name: '产地', values: ['国产', '进口'] }]
]

/** Demo shoppers who write the demo comments. */
export const BUYERS = ['爱吃草莓的猫', '山间小路', '阿杰同学', '柠檬不酸', '晴天小雨', '木木夕', '老王在路上', '一只胖橘', '浅浅的笑', '追风少年', '糖糖妈妈', '北方的北']

/** Comment texts by state (0 good, 1 medium, 2 poor); `{c}` is the goods' category. */
export const COMMENTS: [string[], string[], string[]] = [
  [
    '质量很好，和描述的一样，物流也很快，好评！',
    '包装很用心，做工精细，性价比很高，下次还会回购。',
    '用了一周才来评价，效果不错，值得推荐给大家。',
    '客服态度很好，耐心解答问题，发货速度也快。',
    '第二次购买了，一如既往的好，家里人都很喜欢。',
    '颜色很正，和图片一样没有色差，很满意。',
    '物美价廉，比实体店便宜不少，五星好评。',
    '快递第二天就到了，包装完好无损，给卖家点赞。',
    '买来送朋友的，朋友很喜欢，很有面子。',
    '做工扎实，细节处理得很到位，超出预期。',
    '买过好几次{c}了，这家的最满意，推荐！',
    '这款{c}真的很好用，早知道早点买了。',
    '对比了好几家才下单的，{c}品质没得说。'
  ],
  [
    '东西还行，就是物流有点慢，等了好几天。',
    '一般般吧，和图片有点色差，凑合用。',
    '质量中规中矩，价格再便宜点就好了。',
    '包装有点简陋，产品本身还可以。',
    '用了几天，感觉一般，没有想象中那么好。'
  ],
  [
    '收到的时候包装破损了，联系客服处理得很慢。',
    '和描述不太相符，质量比较差，不推荐购买。',
    '用了两天就出问题了，有点失望。'
  ]
]
