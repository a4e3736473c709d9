import type { Paginated } from '../../types/envelope'
import type { AssetsOverview, EconomyOverview, ExchangePair, ExchangeQuote, ExchangeRecord, NodeContractInfo, NodeEquities, NodeNftRecord, Pledge, PledgeRecord } from '../../types/economy'
import type { Bill } from '../../types/wallet'
import { defineApi, GET, POST } from './define'

// The token economy (types/economy.ts): the Exchange tab, pledges and their records, node
// equities, the assets figures and the earnings record. Forms show their own refusals.
export const economyApi = defineApi({
  overview: GET<void, EconomyOverview>('/wanlshop/economy/overview'),
  quote: GET<{ pair: ExchangePair, amount: string }, ExchangeQuote>('/wanlshop/economy/quote', { toast: false }),
  exchange: POST<{ pair: ExchangePair, amount: string, pay_password: string, key: string }, ExchangeQuote & { id: number, balance: string }>('/wanlshop/economy/exchange', { toast: false }),
  pledge: POST<{ amount: string, days: number, pay_password: string, key: string }, Pledge>('/wanlshop/economy/pledge', { toast: false }),
  redeem: POST<{ id: number }, Pledge>('/wanlshop/economy/redeem', { toast: false }),
  pledgeRecord: GET<{ page: number }, Paginated<PledgeRecord>>('/wanlshop/economy/pledgeRecord'),
  exchangeRecord: GET<{ page: number }, Paginated<ExchangeRecord>>('/wanlshop/economy/exchangeRecord'),
  equities: GET<void, NodeEquities>('/wanlshop/economy/equities'),
  assets: GET<void, AssetsOverview>('/wanlshop/economy/assets'),
  earnings: GET<{ page: number }, Paginated<Bill>>('/wanlshop/economy/earnings'),
  nodeContract: GET<void, NodeContractInfo>('/wanlshop/economy/nodeContract'),
  nodeRecords: GET<{ page: number }, Paginated<NodeNftRecord>>('/wanlshop/economy/nodeRecords')
})
