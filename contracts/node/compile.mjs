// Compiles the node contracts (NodeNFT, NodeStaking) with solc from npm (evmVersion cancun; the
// OpenZeppelin 5 sources come from node_modules — never a compiler download) into
// contracts/node/NodeStaking.json (abi + bytecode of both). The JSON is committed so the server,
// `npm run chain` and the tests need no compiler at run time; server/test/economy-chain.test.ts
// compiles again and fails when the committed artifact is stale. Run after changing a .sol:
//   node contracts/node/compile.mjs            (writes)       node contracts/node/compile.mjs --check
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const dir = path.dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const out = path.join(dir, 'NodeStaking.json')

export function compile () {
  const input = {
    language: 'Solidity',
    sources: {
      'NodeNFT.sol': { content: fs.readFileSync(path.join(dir, 'NodeNFT.sol'), 'utf8') },
      'NodeStaking.sol': { content: fs.readFileSync(path.join(dir, 'NodeStaking.sol'), 'utf8') }
    },
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } }
  }
  const findImports = (p) => {
    try { return { contents: fs.readFileSync(require.resolve(p), 'utf8') } } catch { return { error: `not found: ${p}` } }
  }
  const res = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }))
  const errors = (res.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const pick = (file, name) => { const c = res.contracts[file][name]; return { abi: c.abi, bytecode: '0x' + c.evm.bytecode.object } }
  return JSON.stringify({ compiler: solc.version(), NodeNFT: pick('NodeNFT.sol', 'NodeNFT'), NodeStaking: pick('NodeStaking.sol', 'NodeStaking') }) + '\n'
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const json = compile()
  if (process.argv.includes('--check')) {
    const same = fs.existsSync(out) && fs.readFileSync(out, 'utf8') === json
    console.log(same ? 'contracts/node/NodeStaking.json is current' : 'contracts/node/NodeStaking.json is STALE: run node contracts/node/compile.mjs')
    process.exit(same ? 0 : 1)
  }
  fs.writeFileSync(out, json)
  console.log('contracts/node/NodeStaking.json written')
}
