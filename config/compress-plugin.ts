import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Compiler } from 'webpack'

// H5 production build: a .br and a .gz beside every text file of dist/h5 worth compressing. The
// server hands them out (@fastify/static preCompressed) to browsers that accept them — on a phone
// network the start-up scripts are most of the wait (Lighthouse: app.js 317 KB → ~95 KB brotli).
const TEXT = /\.(js|css|html|json|svg|txt|map)$/
const MIN_BYTES = 1024

function files (dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)])
}

export class CompressPlugin {
  apply (compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('CompressPlugin', () => {
      const out = compiler.options.output.path
      if (out === undefined) return
      for (const f of files(out)) {
        if (!TEXT.test(f) || f.endsWith('.map') || statSync(f).size < MIN_BYTES) continue
        const body = readFileSync(f)
        writeFileSync(`${f}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))
        writeFileSync(`${f}.gz`, gzipSync(body, { level: 9 }))
      }
    })
  }
}
