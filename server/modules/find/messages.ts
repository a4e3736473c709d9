// Discovery's messages, both languages.

export const messages = {
  'find.not_found': { zh: '动态不存在或已删除', en: 'This post does not exist or was removed' },
  'find.empty': { zh: '请填写内容或添加图片、视频', en: 'Write something or add pictures or a video' },
  'find.too_long': { zh: '内容最多 {n} 个字', en: 'At most {n} characters' },
  'find.too_many_images': { zh: '最多 {n} 张图片', en: 'At most {n} pictures' },
  'find.too_many_goods': { zh: '最多关联 {n} 件商品', en: 'At most {n} linked goods' },
  'find.image_or_video': { zh: '图片和视频只能选一种', en: 'Add pictures or a video, not both' },
  'find.not_my_file': { zh: '只能使用自己上传的文件', en: 'Only files you uploaded can be used' },
  'find.goods_not_allowed': { zh: '只能关联收藏的商品或自己店铺的商品', en: 'Only goods from your favourites or your own shop can be linked' },
  'find.published': { zh: '发布成功', en: 'Published' },
  'find.submitted': { zh: '已提交，审核通过后展示', en: 'Sent; it shows once it is approved' },
  'find.deleted': { zh: '已删除', en: 'Deleted' },
  'find.liked': { zh: '已点赞', en: 'Liked' },
  'find.unliked': { zh: '已取消点赞', en: 'Like removed' },
  'find.followed': { zh: '已关注', en: 'Following' },
  'find.unfollowed': { zh: '已取消关注', en: 'Unfollowed' },
  'find.follow_self': { zh: '不能关注自己', en: 'You cannot follow yourself' },
  'find.user_not_found': { zh: '用户不存在', en: 'This user does not exist' },
  'find.comment_empty': { zh: '请输入评论内容', en: 'Write a comment' },
  'find.comment_too_long': { zh: '评论最多 {n} 个字', en: 'Comments have at most {n} characters' },
  'find.comment_not_found': { zh: '评论不存在或已删除', en: 'This comment does not exist or was removed' },
  'find.commented': { zh: '评论成功', en: 'Comment posted' },
  'find.video_too_large': { zh: '视频不能超过 {n} MB', en: 'Videos can be at most {n} MB' },
  'find.video_bad_type': { zh: '只能上传 MP4、WebM 或 MOV 视频', en: 'Only MP4, WebM or MOV videos can be uploaded' },
  'find.review_wrong_state': { zh: '该动态当前状态不能这样处理', en: 'This post is not in a state that allows this' },
  'find.review_done': { zh: '已处理', en: 'Done' }
} as const
