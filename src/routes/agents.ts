import { sub } from './types'

// Invitation, team and agents (issue 15), in the user subpackage.
export const agentsRoutes = {
  'pages/user/inviter/index': sub('pages/user'),
  'pages/user/myFirends/myFirends': sub<{ scope?: 'direct' | 'team' }>('pages/user'),
  'pages/user/distribution/distribution': sub('pages/user'),
  'pages/user/shopInfoArr/agentCenter': sub('pages/user'),
  'pages/user/shopInfoArr/revenueRecord': sub<{ type?: string }>('pages/user'),
  'pages/user/shopInfoArr/agencyShop': sub('pages/user'),
  'pages/user/shopInfoArr/shopInfo': sub('pages/user')
}
