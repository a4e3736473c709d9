import { test } from 'node:test'
import assert from 'node:assert/strict'
import fc from 'fast-check'
import { Decimal } from '../lib/money'
import { DIVIDEND, SALE, splitUp, type SplitRates } from '../modules/agents/split'

// The sharing rule of ECONOMY.md §3.5 as a property over random chains, levels, amounts and rates —
// including rates an operator could set that add up to more than the whole: the bonuses plus the
// rest are always exactly the amount, no bonus is negative or goes to someone outside the chain,
// and with the default rates the direct inviter is paid first.

const DEFAULT: SplitRates = {
  direct: new Decimal('0.10'),
  agentDirect: new Decimal('0.05'),
  diff: ['0', '0.05', '0.10', '0.15', '0.20', '0.25'].map((x) => new Decimal(x)),
  level: new Decimal('0.10')
}

const amountArb = fc.bigInt({ min: 0n, max: 10n ** 16n }).map((n) => new Decimal(n.toString()).dividedBy(1e8))
const chainArb = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 50 }).map((levels) => levels.map((level, i) => ({ userId: i + 1, level })))
const rateArb = fc.integer({ min: 0, max: 100 }).map((n) => new Decimal(n).dividedBy(100))
const ratesArb = fc.record({ direct: rateArb, agentDirect: rateArb, diff: fc.array(rateArb, { minLength: 6, maxLength: 6 }).map((d) => [new Decimal(0), ...d.slice(1)]), level: rateArb })

test('Σ bonuses + rest = the amount, exactly; nothing negative; only chain members paid', () => {
  fc.assert(fc.property(amountArb, chainArb, fc.oneof(fc.constant(DEFAULT), ratesArb), fc.boolean(), (total, chain, rates, sale) => {
    const r = splitUp(total, chain, rates, sale ? SALE : DIVIDEND)
    const sum = r.payouts.reduce((s, p) => s.plus(p.amount), r.rest)
    assert.equal(sum.toFixed(), total.toFixed())
    assert.ok(r.rest.gte(0))
    for (const p of r.payouts) {
      assert.ok(p.amount.gt(0))
      assert.ok(p.amount.decimalPlaces() <= 8)
      assert.ok(chain.some((u) => u.userId === p.userId))
    }
    assert.ok(r.payouts.filter((p) => p.billType === 'level_bonus' || p.billType === 'dividend_level_bonus').length <= 1, 'the equal-level bonus once')
    if (!sale) assert.ok(r.payouts.every((p) => p.billType !== 'direct_bonus' && p.billType !== 'agent_direct_bonus'))
  }), { numRuns: 2000 })
})

test('with the default rates the bonuses never exceed 42.5 % of P (10 + 5 + 25 + 10 % of 25)', () => {
  fc.assert(fc.property(amountArb, chainArb, (total, chain) => {
    const r = splitUp(total, chain, DEFAULT, SALE)
    assert.ok(total.minus(r.rest).lte(total.times('0.425')))
  }), { numRuns: 1000 })
})

test('differentials: each agent gets its rate minus the highest already paid below it', () => {
  // L3 below L1 below L4: 15 %, nothing, 20 − 15 = 5 %
  const r = splitUp(new Decimal(100), [{ userId: 1, level: 3 }, { userId: 2, level: 1 }, { userId: 3, level: 4 }], DEFAULT, DIVIDEND)
  assert.deepEqual(r.payouts.map((p) => [p.userId, p.billType, p.amount.toFixed()]), [[1, 'dividend_diff_bonus', '15'], [3, 'dividend_diff_bonus', '5']])
  assert.equal(r.rest.toFixed(), '80')
})
