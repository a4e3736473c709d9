import { defineMachine } from '../../lib/state-machine'

// TEMPLATE: the domain's state machine. Its table needs `id`, `state`, `updated_at` and the
// columns its timers and stamps name; its log table (<log>) needs (<logKey>, "from", "to", event,
// actor, actor_id, note, created_at) — copy order_logs in server/db/schema/orders.ts and generate
// the migration (`npx drizzle-kit generate --name <domain>`).

export const EXAMPLE_STATE = { pending: 1, done: 2, expired: 3 } as const
export type ExampleState = typeof EXAMPLE_STATE[keyof typeof EXAMPLE_STATE]
/** what the rules read of a row */
export interface ExampleFacts { state: ExampleState, createdAt: number }
export interface ExampleSettings { expireSeconds: number }

const S = EXAMPLE_STATE

export const exampleMachine = defineMachine<ExampleState, 'finish' | 'expire', 'edit', ExampleFacts, ExampleSettings>({
  name: 'example',
  tables: { table: 'examples', log: 'example_logs', logKey: 'example_id' },
  states: S,
  initial: S.pending,
  final: [S.done, S.expired],
  // the refusal for a row in the wrong state: your own key ('example.wrong_state') once the module is in the list
  wrongState: 'machine.wrong_state',
  events: {
    // who may, which columns get the time of the change, a guard that may veto, an effect after
    finish: { from: S.pending, to: S.done, actors: ['seller'], stamps: [] },
    // a timer: the scheduler fires it as the system when due
    expire: { from: S.pending, to: S.expired, actors: ['system'], after: { column: 'created_at', field: 'createdAt', seconds: (s) => s.expireSeconds } }
  },
  // things an actor may do without changing the state (they become `can` flags too)
  actions: { edit: { in: [S.pending], actors: ['seller'] } }
})
