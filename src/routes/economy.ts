import { main, sub } from './types'

// The token economy (issue 14): pledge records and node equities beside the Exchange tab, the
// assets pages and the node NFT contract in the user subpackage.
export const economyRoutes = {
  'pages/pledgeRecord': main<{ tab?: 'pledge' | 'exchange' }>(),
  'pages/pledgeEquities': main(),
  'pages/user/asset/index': sub('pages/user'),
  'pages/user/asset/detail': sub<{ asset?: string }>('pages/user'),
  'pages/user/asset/bbtDetail': sub('pages/user'),
  /** the node NFT contract: the sale, the user's NFTs, purchase / stake / unstake on H5 */
  'pages/user/contractAnalysis': sub('pages/user')
}
