// H5: the app entry that Taro generates evaluates every module of the start-up — Taro's runtime,
// React and react-dom, the router, the app with its stores — and then creates the router, all in
// one task: on a phone's core (Lighthouse: a 4× slower CPU) that was the longest task of the first
// screen, 150–570 ms, about half of its total blocking time (issue 20). Here the same modules are
// evaluated in the same order, but in five tasks with a zero timeout between them, so input,
// painting and the network's callbacks can run in between — among them index.html's early script
// showing a product's first photo (config/early-requests.ts). Not scheduler.yield(): its
// continuation goes ahead of the tasks already waiting, and that photo waited for the whole chain.
// The modules stay in the entry chunk (webpackMode "eager": no new chunk, no request), and what the
// entry does afterwards is unchanged.

/**
 * The entry's imports evaluated after a yield, stage by stage, in this order; everything else it
 * imports (Taro's H5 runtime and API, the global styles) is evaluated first, as before.
 */
const STAGES = [
  ['react', 'react-dom/client', 'react-dom', '@tarojs/plugin-framework-react/dist/runtime', '@tarojs/components'],
  ['@tarojs/router'],
  ['./app']
]

const IMPORT = /^import (?:(.+?) from )?(['"])([^'"]+)\2$/

/**
 * `import X from`, `import * as X from`, `import { a, b as c } from` → what each local name is bound
 * to: an export's name (`imported`), or the whole namespace (`imported: null`).
 */
function bindings (clause) {
  const out = []
  for (const part of clause.match(/\* as \w+|\{[^}]*\}|\w+/g) ?? []) {
    if (part.startsWith('* as ')) out.push({ local: part.slice(5), imported: null })
    else if (part.startsWith('{')) {
      for (const spec of part.slice(1, -1).split(',').map((s) => s.trim()).filter(Boolean)) {
        const [imported, local = imported] = spec.split(/\s+as\s+/)
        out.push({ local, imported })
      }
    } else out.push({ local: part, imported: 'default' })
  }
  return out
}

/** The value a binding takes from the module namespace `ns`. */
function boundValue ({ imported }, ns) {
  if (imported === null) return ns
  return imported === 'default' ? `${ns}.default` : `${ns}[${JSON.stringify(imported)}]`
}

module.exports = function stagedStart (source) {
  const lines = source.split('\n')
  const kept = []
  const body = []
  const staged = STAGES.map(() => [])
  for (const line of lines) {
    const m = IMPORT.exec(line)
    if (!m) { body.push(line); continue }
    const stage = STAGES.findIndex((s) => s.includes(m[3]))
    if (stage === -1) kept.push(line)
    else staged[stage].push({ clause: m[1], request: m[3] })
  }
  const missing = STAGES.flat().filter((r) => !staged.some((s) => s.some((i) => i.request === r)))
  if (missing.length > 0) throw new Error(`staged-start: the H5 entry no longer imports ${missing.join(', ')}`)
  const names = []
  const steps = staged.map((imports) => {
    const assign = []
    const loads = imports.map((imp, i) => {
      const bound = imp.clause ? bindings(imp.clause) : []
      for (const b of bound) {
        names.push(b.local)
        assign.push(`${b.local} = ${boundValue(b, `m[${i}]`)}`)
      }
      // webpackExports: only what the entry imported, so tree shaking keeps the unused exports out
      // (without it `import('@tarojs/components')` would bring every one of Taro's components);
      // none for a side-effect import or a namespace, which uses every export
      const used = bound.length > 0 && bound.every((b) => b.imported !== null) ? bound.map((b) => b.imported) : null
      return `import(/* webpackMode: "eager"${used ? `, webpackExports: ${JSON.stringify(used)}` : ''} */ ${JSON.stringify(imp.request)})`
    }).join(', ')
    return '  .then(__taroNextTask)\n' +
      `  .then(function () { return Promise.all([${loads}]) })\n` +
      `  .then(function (m) { ${assign.join('; ')} })\n`
  })
  return kept.join('\n') + '\n' +
    `var ${names.join(', ')}\n` +
    'function __taroNextTask () { return new Promise(function (resolve) { setTimeout(resolve, 0) }) }\n' +
    `function __taroStart () {\n${body.join('\n')}\n}\n` +
    'Promise.resolve()\n' + steps.join('') +
    '  .then(__taroNextTask)\n' +
    '  .then(__taroStart)\n' +
    // an error while starting reaches window.onerror as it did when this ran synchronously
    '  .catch(function (e) { setTimeout(function () { throw e }) })\n'
}
