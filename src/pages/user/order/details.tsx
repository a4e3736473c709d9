import { OrderDetailsView } from './details/view'

/** Order details (/pages/user/order/details?id). */
export default function OrderDetailsPage () {
  return <OrderDetailsView />
}
