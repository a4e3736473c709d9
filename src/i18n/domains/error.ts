import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Error catalogue of the spec (share, payment, poster, wallet contracts ...). Only the share helpers
// use it so far; a feature that needs one of these texts imports this domain.
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
  error: {
    dataException: '数据异常',
    orderException: '订单异常',
    insufficientBalance: '{asset}余额不足',
    usdtNotSupported: '暂不支持USDT',
    insufficientQuota: '转账额度不足',
    insufficientPoints: '余额不足，可用积分{n}',
    paymentFailed: '支付失败：{reason}',
    paymentCancelled: '支付失败，已取消',
    refundTooMuch: '退款金额不能超过{n}',
    imageTooLarge: '图片不能超过2MB',
    shareChannelFailed: '获取分享通道失败',
    shareEmpty: '分享内容和图片不能为空',
    posterFailed: '海报生成失败',
    h5PosterSave: 'H5无法保存海报，请长按图片保存',
    imageDownload: '图片下载错误',
    liveOnlyApp: '直播仅支持APP和微信小程序',
    h5ScanUnsupported: 'H5不支持扫码',
    nftFetchFailed: '获取NFT失败',
    noUnstakableNft: '没有可解押的NFT',
    txCancelled: '用户取消了交易',
    insufficientBnb: 'BNB不足',
    contractFailed: '合约调用失败，请检查授权',
    micPermission: '需要麦克风权限',
    passwordMismatch: '两次输入的密码不一致',
    invalidEmail: '请输入正确的邮箱'
  }
}

const en: DictShape<typeof zh> = {
  error: {
    dataException: 'Data exception',
    orderException: 'Order exception',
    insufficientBalance: 'Insufficient {asset} balance',
    usdtNotSupported: 'USDT is not supported',
    insufficientQuota: 'Insufficient transfer quota',
    insufficientPoints: 'Insufficient balance, available points {n}',
    paymentFailed: 'Payment failed: {reason}',
    paymentCancelled: 'Payment failed and was cancelled',
    refundTooMuch: 'The refund amount cannot exceed {n}',
    imageTooLarge: 'The image cannot exceed 2MB',
    shareChannelFailed: 'Failed to get the share channel',
    shareEmpty: 'Share content and picture cannot be empty',
    posterFailed: 'Poster generation failed',
    h5PosterSave: 'H5 cannot save posters, long-press the image to save it',
    imageDownload: 'Image download error',
    liveOnlyApp: 'Live streams are only available in the app and the WeChat mini program',
    h5ScanUnsupported: 'Scanning is not supported on H5',
    nftFetchFailed: 'Failed to fetch NFT',
    noUnstakableNft: 'No unstakable NFTs',
    txCancelled: 'User cancelled the transaction',
    insufficientBnb: 'Insufficient BNB',
    contractFailed: 'Contract call failed, please check the approval',
    micPermission: 'Microphone permission is required',
    passwordMismatch: 'The passwords do not match',
    invalidEmail: 'Please enter a valid e-mail'
  }
}

export default registerDomain('error', { zh, en })
