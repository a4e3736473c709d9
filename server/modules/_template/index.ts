import type { DomainModule } from '../../lib/module'
import { exampleMachine } from './machine'
import { messages } from './messages'
import routes from './routes'

// TEMPLATE of a domain module — copy this folder to modules/<domain>/, rename `example`, delete
// what the domain does not have, and add ONE line to modules/index.ts. Not in the module list
// itself (it compiles with the server, so it cannot rot). See "How to add a domain" in server/README.md.

const manifest: DomainModule<typeof messages> = {
  name: 'example',
  routes,
  // checked at start-up; its timed events (`after`) become the jobs `example.<event>`
  machines: [{ machine: exampleMachine, settings: (config) => ({ expireSeconds: config.orderTimers.closeMinutes * 60 }) }],
  // other scheduled work: row jobs ({ table, due, handle }) or tasks ({ run })
  jobs: [],
  messages,
  // sections of user/refresh's `statistics` (types/user.ts Statistics): { section: (db, userId) => counts }
  statistics: {},
  // demo data, idempotent, run in list order after the catalogue's
  seed: async () => {}
}
export default manifest
