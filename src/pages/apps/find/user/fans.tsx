import { PeopleList } from '../components/PeopleList'
import '../../../find/feed.scss'

/** A creator's followers (/pages/apps/find/user/fans?id; without id, mine). */
export default function FansPage () {
  return <PeopleList kind='fans' />
}
