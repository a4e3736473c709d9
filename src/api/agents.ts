import type { Paginated } from '../../types/envelope'
import type { AgencyGoods, AgencyShop, AgentCenter, BindInviterRequest, Earnings, InviterInfo, RevenueRow, RevenueType, TeamMember, TeamScope } from '../../types/agents'
import { defineApi, GET, POST } from './define'

// Invitation, team and agents (types/agents.ts). The bind and shop forms show their own refusals.
export const agentsApi = defineApi({
  inviter: GET<void, InviterInfo>('/wanlshop/agents/inviter'),
  bind: POST<BindInviterRequest, InviterInfo>('/wanlshop/agents/bind', { toast: false }),
  team: GET<{ scope: TeamScope, page: number }, Paginated<TeamMember>>('/wanlshop/agents/team'),
  earnings: GET<void, Earnings>('/wanlshop/agents/earnings'),
  center: GET<void, AgentCenter>('/wanlshop/agents/center'),
  revenue: GET<{ page: number, type?: RevenueType }, Paginated<RevenueRow>>('/wanlshop/agents/revenue'),
  goods: GET<{ page: number }, Paginated<AgencyGoods>>('/wanlshop/agents/goods'),
  shop: GET<void, AgencyShop>('/wanlshop/agents/shop'),
  saveShop: POST<AgencyShop, AgencyShop>('/wanlshop/agents/shop', { toast: false })
})
