// A test that makes React, Taro or our code print to console.error fails (issue 9: a green run
// printed hundreds of such lines, so a red one meant nothing). Tests that expect an error log
// spy on console.error themselves; those calls never reach this guard.
// Known noise let through: React 18's findDOMNode deprecation, from react-transition-group
// inside NutUI's overlays (not ours to fix).
import { format } from 'node:util'

const ALLOWED = [/findDOMNode is deprecated/]
const seen: string[] = []
const original = console.error
// a plain function, not a jest spy: jest.restoreAllMocks() in a test's teardown must not remove it
console.error = (...args: unknown[]) => {
  const text = format(...args)
  if (ALLOWED.some((re) => re.test(text))) return
  seen.push(text)
  original(...args)
}

afterEach(() => {
  if (seen.length === 0) return
  const lines = seen.splice(0)
  throw new Error(`console.error was called during this test (fix the cause):\n${lines.map((l) => l.split('\n').slice(0, 3).join('\n')).join('\n---\n')}`)
})
