// The H5 build replaces @tarojs/router's style.js and navigationBar.js (config/shims/router-style.js,
// router-style.css, router-navigation-bar.js): 3.5 KB gzip of CSS and SVG strings out of the
// JavaScript before Home. Taro's own modules are the oracle: for each call the router makes, every
// rule Taro would inject must be in router-style.css, keyed on a flag the shim sets, with the same
// declarations; and the navigation bar must have the elements Taro's has.
import { readFileSync } from 'node:fs'
import postcss from 'postcss'
import * as taro from '@tarojs/router/dist/style.js'
import { initNavigationBar as taroNavigationBar } from '@tarojs/router/dist/navigationBar.js'
import * as shim from '../../config/shims/router-style.js'
import { initNavigationBar as shimNavigationBar } from '../../config/shims/router-navigation-bar.js'

interface Rule { selector: string, flag: string | null, decls: Record<string, string> }

const squash = (s: string): string => s.replace(/\s*([>+,])\s*/g, '$1').replace(/\s+/g, ' ').trim()

function rules (css: string): Rule[] {
  const out: Rule[] = []
  postcss.parse(css).walkRules((r) => {
    if (r.parent?.type === 'atrule') return // @keyframes steps
    const decls: Record<string, string> = {}
    // a property given twice (Taro's title has line-height twice): the last one counts
    r.walkDecls((d) => { decls[d.prop] = d.value.replace('var(--taro-router-duration, 300ms)', '300ms') })
    for (const sel of r.selectors) {
      const m = /^:where\(\.([\w-]+)\)\s+(.*)$/.exec(sel)
      out.push({ selector: squash(m ? m[2] : sel), flag: m ? m[1] : null, decls })
    }
  })
  return out
}

const shimCss = rules(readFileSync('config/shims/router-style.css', 'utf8'))

/** The CSS Taro's functions inject for these calls. */
function taroCss (calls: (s: typeof taro) => void): Rule[] {
  document.head.innerHTML = ''
  calls(taro)
  return rules([...document.head.querySelectorAll('style')].map((s) => s.innerHTML).join('\n'))
}

/** The flags the shim's functions set for the same calls. */
function shimFlags (calls: (s: typeof shim) => void): Set<string> {
  document.documentElement.className = ''
  calls(shim)
  return new Set(document.documentElement.classList)
}

const CALLS: Array<[string, (s: typeof taro | typeof shim) => void]> = [
  ['this app: animation, tab bar, no window scroll', (s) => { s.loadAnimateStyle(300); s.loadRouterStyle(true, false, false); s.loadNavigationBarStyle() }],
  ['window scroll, enhanced animation', (s) => { s.loadRouterStyle(false, true, true) }],
  ['tab bar with window scroll', (s) => { s.loadRouterStyle(true, true, false); s.loadNavigationBarStyle() }]
]

describe('router-style shim against @tarojs/router\'s style.js', () => {
  it.each(CALLS)('%s: every rule Taro injects applies, with its declarations', (_name, calls) => {
    const want = taroCss(calls)
    const flags = shimFlags(calls)
    const applies = shimCss.filter((r) => r.flag === null || flags.has(r.flag))
    expect(want.length).toBeGreaterThan(0)
    for (const rule of want) {
      const found = applies.filter((r) => r.selector === rule.selector)
      expect([rule.selector, found.length > 0]).toEqual([rule.selector, true])
      const decls = Object.assign({}, ...found.map((r) => r.decls))
      for (const [prop, value] of Object.entries(rule.decls)) expect([rule.selector, prop, decls[prop]]).toEqual([rule.selector, prop, value])
    }
    // and no flagged rule applies that Taro would not have injected
    const selectors = new Set(want.map((r) => r.selector))
    for (const r of applies.filter((x) => x.flag !== null)) expect([r.flag, r.selector, selectors.has(r.selector)]).toEqual([r.flag, r.selector, true])
  })

  it('passes the animation duration on', () => {
    shimFlags((s) => { s.loadAnimateStyle(450) })
    expect(document.documentElement.style.getPropertyValue('--taro-router-duration')).toBe('450ms')
  })
})

describe('navigation bar shim against @tarojs/router\'s navigationBar.js', () => {
  const shape = (el: Element): string => `${el.tagName}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}(${[...el.children].filter((c) => c.tagName !== 'svg').map(shape).join(',')})`

  it('builds the same elements, classes and id, without the icons\' SVG markup', () => {
    const a = document.createElement('div')
    const b = document.createElement('div')
    a.appendChild(document.createElement('main'))
    b.appendChild(document.createElement('main'))
    taroNavigationBar({ router: { mode: 'hash' } } as Parameters<typeof taroNavigationBar>[0], a)
    shimNavigationBar({ router: { mode: 'hash' } }, b)
    expect(shape(b)).toBe(shape(a))
    expect(b.firstElementChild?.id).toBe('taro-navigation-bar')
    expect(b.querySelector('svg')).toBeNull()
    expect(a.querySelectorAll('svg').length).toBe(3)
  })

  it('draws nothing in multi-page mode, as Taro\'s does', () => {
    const b = document.createElement('div')
    shimNavigationBar({ router: { mode: 'multi' } }, b)
    expect(b.children.length).toBe(0)
  })
})
