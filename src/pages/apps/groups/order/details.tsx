import '@/i18n/domains/groups'
import { OrderDetailsView } from '@/pages/user/order/details/view'
import { TeamLine } from '../components/TeamLine'
import '../components/groups.scss'

/** A group order's details (/pages/apps/groups/order/details?id): the order's details with its team. */
export default function GroupOrderDetails () {
  return <OrderDetailsView group titleKey='groups.detailTitle' extra={(o) => <TeamLine team={o.team} card />} />
}
