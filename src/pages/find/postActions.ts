import type { FindPost } from '../../../types/find'
import { findApi } from '@/api/find'

// Like and follow from a post card: the server is told the wanted value (a double tap sends the
// same value twice, which is one like), and the answer is what the card shows.

export async function toggleLike (post: FindPost): Promise<Partial<FindPost>> {
  const res = await findApi.like({ id: post.id, like: !post.is_like })
  return { is_like: res.like, likes: res.likes }
}

export async function toggleFollow (post: FindPost): Promise<boolean> {
  return (await findApi.follow({ id: post.user.id, follow: !post.is_follow })).follow
}
