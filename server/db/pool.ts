import pg from 'pg'

// node-postgres's pool destroys a connection whenever a statement run through pool.query() fails
// (pg-pool hands the error to release(), and release(err) removes the client). But an error the
// server reports for one statement leaves the connection as good as before: PostgreSQL rolls the
// statement back and answers ReadyForQuery. And our statements fail on purpose — abortIf() ends a
// checkout that finds the SKU sold out, a payment short of balance, a repeat of a used key. So each
// such refusal cost a new PostgreSQL backend (fork, catalogue caches, every prepared statement
// parsed and planned again): in the checkout benchmark's sale of two scarce SKUs, ten new backends
// a second and more CPU in PostgreSQL than the orders themselves. A buyer refused "sold out" should
// cost less than a buyer served, not more.

/**
 * Errors about the connection's own prepared statements: "cached plan must not change result type"
 * (a table changed under a running server, e.g. a migration in a rolling deploy) and "prepared
 * statement does not exist". node-postgres remembers which names it prepared on a connection, so
 * such a connection would fail the same statement forever; dropping it lets a new one prepare afresh.
 */
const STALE_PREPARED = new Set(['0A000', '26000'])

/** An error the server sent for one statement (severity ERROR), after which the connection is fine. */
function statementError (err: unknown): boolean {
  // FATAL and PANIC end the session; anything not from the server (a socket error, a timeout) may
  // leave the connection mid-protocol, so those still destroy it
  return err instanceof pg.DatabaseError && err.severity === 'ERROR' && !STALE_PREPARED.has(err.code ?? '')
}

type QueryArgs = Parameters<pg.Pool['query']>

/** pg.Pool whose query() returns the connection to the pool after a statement error. */
export class KeepingPool extends pg.Pool {}

async function keeping (pool: pg.Pool, args: QueryArgs): Promise<pg.QueryResult> {
  const client = await pool.connect()
  try {
    const result = await (client.query as (...a: QueryArgs) => Promise<pg.QueryResult>)(...args)
    client.release()
    return result
  } catch (err) {
    client.release(statementError(err) ? undefined : err as Error)
    throw err
  }
}

// assigned rather than overridden in the class, so that query() keeps all of pg.Pool's overloads;
// the promise form is the one Drizzle uses, the callback form keeps pg-pool's own behaviour
const poolQuery = pg.Pool.prototype.query
KeepingPool.prototype.query = function (this: KeepingPool, ...args: unknown[]) {
  if (typeof args[args.length - 1] === 'function') return (poolQuery as (...a: unknown[]) => unknown).apply(this, args)
  return keeping(this, args as QueryArgs)
} as typeof pg.Pool.prototype.query
