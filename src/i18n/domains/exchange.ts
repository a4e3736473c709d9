import { registerDomain } from '../index'
import type { DictShape } from '../types'

// The Exchange tab (pages/pledge).
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
  exchange: {
    headline: '我的通证',
    intro: '在这里查看 BBT、BBC 和 USDT 余额，BBT 质押与兑换即将开放。',
    available: '可用余额',
    bbtDesc: '平台权益通证，可参与节点质押',
    bbcDesc: '平台生态通证，可用于购物抵扣',
    usdtDesc: '稳定币，可用于购物支付',
    assets: '查看资产明细',
    loginTitle: '连接钱包查看资产',
    loginDesc: '连接支持 BSC 的钱包后即可查看你的通证余额'
  }
}

const en: DictShape<typeof zh> = {
  exchange: {
    headline: 'My tokens',
    intro: 'Your BBT, BBC and USDT balances. BBT staking and exchange are coming soon.',
    available: 'Available',
    bbtDesc: 'Platform equity token for node staking',
    bbcDesc: 'Ecosystem token, usable as a shopping discount',
    usdtDesc: 'Stablecoin for paying orders',
    assets: 'View asset details',
    loginTitle: 'Connect a wallet to see your assets',
    loginDesc: 'Connect a BSC-capable wallet to see your token balances'
  }
}

export default registerDomain('exchange', { zh, en })
