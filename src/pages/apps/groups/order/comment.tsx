import CommentPage from '@/pages/user/order/comment'

/** Review a group order (/pages/apps/groups/order/comment?id): a group order is reviewed like any order. */
export default function GroupOrderComment () {
  return <CommentPage />
}
