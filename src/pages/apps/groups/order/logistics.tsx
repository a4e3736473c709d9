import LogisticsPage from '@/pages/user/order/logistics'

/** A group order's tracking (/pages/apps/groups/order/logistics?id): as any order's. */
export default function GroupOrderLogistics () {
  return <LogisticsPage />
}
