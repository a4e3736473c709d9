import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Share sheet and posters (components/SharePoster, components/Poster; issue 18 "Sign-in and
// sharing"). The error texts (poster generation failed, H5 long-press, share channel, empty share)
// are the spec §8 catalogue in domains/error.

const zh = {
  poster: {
    sheetTitle: '分享到',
    friend: '微信好友',
    shareFriend: '分享给好友',
    copyLink: '复制链接',
    makePoster: '生成海报',
    cancel: '取消',
    title: '分享海报',
    generating: '海报生成中…',
    save: '保存到相册',
    saving: '保存中…',
    saved: '已保存到相册',
    saveFailed: '保存失败，请重试',
    albumDenied: '需要相册权限才能保存海报，请在设置中允许',
    openSetting: '去设置',
    retry: '重新生成',
    close: '关闭',
    byline: '{name} 推荐给你',
    bylineAnon: '好物分享，扫码查看',
    qrCaption: '长按识别二维码',
    qrCaptionWeapp: '扫码查看详情',
    inviteTitle: '{name} 邀请你加入',
    inviteTitleAnon: '邀请你加入',
    inviteSubtitle: '邀请码 {code}',
    shopSubtitle: '好店推荐，进店逛逛',
    teamSubtitle: '一起拼团更优惠'
  }
}

const en: DictShape<typeof zh> = {
  poster: {
    sheetTitle: 'Share to',
    friend: 'WeChat friends',
    shareFriend: 'Share with friends',
    copyLink: 'Copy link',
    makePoster: 'Create poster',
    cancel: 'Cancel',
    title: 'Share poster',
    generating: 'Creating the poster…',
    save: 'Save to album',
    saving: 'Saving…',
    saved: 'Saved to the album',
    saveFailed: 'Could not save, please try again',
    albumDenied: 'Saving the poster needs access to your photo album; allow it in Settings',
    openSetting: 'Open Settings',
    retry: 'Try again',
    close: 'Close',
    byline: 'Recommended by {name}',
    bylineAnon: 'A good find, scan to see it',
    qrCaption: 'Long-press to open',
    qrCaptionWeapp: 'Scan for details',
    inviteTitle: '{name} invites you to join',
    inviteTitleAnon: 'You are invited to join',
    inviteSubtitle: 'Invite code {code}',
    shopSubtitle: 'A shop worth a visit',
    teamSubtitle: 'Team up for a better price'
  }
}

export default registerDomain('poster', { zh, en })
