// The token economy's messages (issue 14): refusals of exchange and pledge, and the chain errors of
// spec §8 the contract screen shows (the client has its own copy for wallet-side errors).

export const messages = {
  'economy.pair_disabled': { zh: '该兑换暂不可用', en: 'This exchange is not available' },
  'economy.insufficient': { zh: '{asset} 余额不足，可用 {available}', en: 'Insufficient {asset} balance, {available} available' },
  'economy.too_small': { zh: '兑换金额太小，扣除手续费后为零', en: 'The amount is too small: nothing is left after the fee' },
  'economy.term': { zh: '质押期限只能是 30、90 或 180 天', en: 'The pledge term must be 30, 90 or 180 days' },
  'economy.pledge_min': { zh: '最少质押 {min} BBT', en: 'Pledge at least {min} BBT' },
  'economy.pledge_missing': { zh: '质押记录不存在', en: 'No such pledge' },
  'economy.not_due': { zh: '质押未到期，不能赎回', en: 'This pledge is not due yet and cannot be redeemed' },
  'economy.redeemed': { zh: '该质押已赎回', en: 'This pledge has already been redeemed' },
  'economy.stale_key': { zh: '请求已过期，请重新提交', en: 'This request has expired, please submit again' },
  'economy.exchanged': { zh: '兑换成功', en: 'Exchanged' },
  'economy.pledged': { zh: '质押成功', en: 'Pledged' },
  'economy.redeem_ok': { zh: '赎回成功', en: 'Redeemed' }
} as const
