import { PeopleList } from '../components/PeopleList'
import '../../../find/feed.scss'

/** Who a creator follows (/pages/apps/find/user/follow?id; without id, mine). */
export default function FollowPage () {
  return <PeopleList kind='follow' />
}
