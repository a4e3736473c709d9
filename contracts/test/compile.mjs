// Compiles contracts/test/TestUSDT.sol with solc (npm) into contracts/test/TestUSDT.json (abi +
// bytecode), the artifact `npm run chain` and the wallet tests deploy. Run after changing the source:
// node contracts/test/compile.mjs
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const dir = path.dirname(fileURLToPath(import.meta.url))
const input = {
  language: 'Solidity',
  sources: { 'TestUSDT.sol': { content: fs.readFileSync(path.join(dir, 'TestUSDT.sol'), 'utf8') } },
  settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } }
}
const out = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (out.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length > 0) { console.error(errors.map((e) => e.formattedMessage).join('\n')); process.exit(1) }
const c = out.contracts['TestUSDT.sol'].TestUSDT
fs.writeFileSync(path.join(dir, 'TestUSDT.json'), JSON.stringify({ compiler: solc.version(), abi: c.abi, bytecode: '0x' + c.evm.bytecode.object }) + '\n')
console.log('contracts/test/TestUSDT.json written')
