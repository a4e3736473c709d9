import path from 'node:path'
import type { Compiler, NormalModule } from 'webpack'

// H5: puts loaders/route-table-loader.js right after Taro's H5 entry loader, which Taro's H5Plugin
// adds to app.config.ts while webpack builds it (so a module rule cannot place it).

const TARO_H5_LOADER = /[\\/]@tarojs[\\/]taro-loader[\\/]lib[\\/]h5\.js$/
const ROUTE_TABLE_LOADER = path.resolve(__dirname, 'loaders/route-table-loader.js')

export class RouteTablePlugin {
  apply (compiler: Compiler): void {
    compiler.hooks.compilation.tap('RouteTablePlugin', (compilation) => {
      // stage 100: after Taro's H5Plugin has added its loader to the module
      compiler.webpack.NormalModule.getCompilationHooks(compilation).loader.tap({ name: 'RouteTablePlugin', stage: 100 }, (_ctx, module: NormalModule) => {
        const at = module.loaders.findIndex((l) => TARO_H5_LOADER.test(l.loader))
        if (at < 0 || module.loaders[at].options?.bootstrap || /\.boot$/.test(path.parse(module.resource).name)) return
        if (!/^app\.config\.(t|j)sx?$/.test(path.basename(module.resource))) return
        // loaders run last to first: one placed before Taro's in the list runs on Taro's output
        module.loaders.splice(at, 0, { loader: ROUTE_TABLE_LOADER, options: undefined, ident: null, type: null })
      })
    })
  }
}
