import { writeFileSync } from 'node:fs'
import type { Compiler, Module } from 'webpack'

/** ANALYZE=1: writes the biggest source modules of each H5 chunk to dist/h5-stats.json. */
export class StatsFilePlugin {
  apply (compiler: Compiler): void {
    compiler.hooks.done.tap('StatsFilePlugin', ({ compilation }) => {
      const out = [...compilation.chunks].map((chunk) => {
        const mods: Array<{ name: string, size: number }> = []
        const add = (m: Module): void => {
          const inner = (m as unknown as { modules?: Module[] }).modules
          if (inner) inner.forEach(add)
          else mods.push({ name: m.readableIdentifier(compilation.requestShortener), size: m.size() })
        }
        for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(m)
        mods.sort((a, b) => b.size - a.size)
        return { names: [...(chunk.name ? [chunk.name] : [])], id: chunk.id, initial: chunk.canBeInitial(), files: [...chunk.files], size: mods.reduce((s, m) => s + m.size, 0), modules: mods.slice(0, 80) }
      })
      writeFileSync('dist/h5-stats.json', JSON.stringify(out, null, 1))
    })
  }
}
