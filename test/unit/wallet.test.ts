import { amountShape, idNumberValid, luhnValid } from '../../types/wallet'
import { withdrawFeePreview } from '@/lib/money'
import { transferData, usdtUnits } from '@/lib/erc20'

// The wallet's shared validators (types/wallet.ts, used by both sides), the fee preview and the
// recharge's ERC-20 calldata.

test('amounts as a user types them', () => {
  expect(amountShape('12.5', 2)).toBe('ok')
  expect(amountShape('0.01', 2)).toBe('ok')
  for (const bad of ['-1', '1e3', 'abc', '12345678901234567890', '', '.5', '1.', ' 1', '0x10']) expect(amountShape(bad, 2)).toBe('format')
  expect(amountShape('0.000000001', 2)).toBe('decimals')
  expect(amountShape('1.5', 0)).toBe('decimals')
  expect(amountShape('0.00', 2)).toBe('zero')
})

test('Luhn', () => {
  expect(luhnValid('4111111111111111')).toBe(true)
  expect(luhnValid('4111111111111112')).toBe(false)
  expect(luhnValid('41111111')).toBe(false)
  expect(luhnValid('4111 1111 1111 1111')).toBe(false)
})

test('18-digit resident ID with its check character and a real date', () => {
  expect(idNumberValid('11010519491231002X')).toBe(true)
  expect(idNumberValid('110105194912310021')).toBe(false)
  expect(idNumberValid('11010519490231002X')).toBe(false) // 31 February... the 31st of a 30/28-day month
  expect(idNumberValid('11010519491231002x')).toBe(false) // the server upper-cases first
  expect(idNumberValid('1101051949123100')).toBe(false)
})

test('withdrawal fee preview: 1 % rounded up, at least the minimum', () => {
  expect(withdrawFeePreview('20', '0.01', '1')).toBe('1.00')
  expect(withdrawFeePreview('150', '0.01', '1')).toBe('1.50')
  expect(withdrawFeePreview('150.01', '0.01', '1')).toBe('1.51')
})

test('ERC-20 transfer calldata', () => {
  expect(usdtUnits('50')).toBe(50n * 10n ** 18n)
  expect(usdtUnits('12.345')).toBe(12_345n * 10n ** 15n)
  expect(transferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n)).toBe(
    '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' + '0'.repeat(63) + '1')
})
