import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { createAdmin, enableTotp, isAdminRole, randomPassword, resetAdminPassword } from './modules/admin/accounts'
import { ADMIN_ROLES } from '../types/admin'

// `npm run admin -- <command>`: operator accounts of the admin console, on the database the
// server would use (DATABASE_URL, else the embedded one in ./data/pglite).
//   create <name> <role>   a new admin; prints a one-time password (shown once, never stored in clear)
//   reset <name>           a new one-time password (and clears a lock)
//   totp <name>            turns on the second factor; prints the otpauth:// URI for an authenticator app

const USAGE = `usage: npm run admin -- create <name> <${ADMIN_ROLES.join('|')}>
       npm run admin -- reset <name>
       npm run admin -- totp <name>`

async function main (args: string[]): Promise<number> {
  const [command, name, role] = args
  if (command === undefined || name === undefined || !['create', 'reset', 'totp'].includes(command)) {
    console.error(USAGE)
    return 2
  }
  if (command === 'create' && (role === undefined || !isAdminRole(role))) {
    console.error(`role must be one of ${ADMIN_ROLES.join(', ')}\n${USAGE}`)
    return 2
  }
  const config = loadConfig()
  const database = await openDatabase(config.databaseUrl)
  try {
    await database.exclusive(async () => { await database.migrate() })
    if (command === 'create') {
      const password = randomPassword()
      await createAdmin(database.db, name, role as Parameters<typeof createAdmin>[2], password)
      console.log(`Admin ${name} (${role}) created. One-time password (shown only now): ${password}`)
    } else if (command === 'reset') {
      const password = randomPassword()
      if (!await resetAdminPassword(database.db, name, password)) { console.error(`no admin named ${name}`); return 1 }
      console.log(`New password for ${name} (shown only now): ${password}`)
    } else {
      const uri = await enableTotp(database.db, name)
      if (uri === null) { console.error(`no admin named ${name}`); return 1 }
      console.log(`TOTP on for ${name}. Add this to an authenticator app:\n${uri}`)
    }
    return 0
  } catch (err) {
    console.error(err instanceof Error ? err.message : err)
    return 1
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then((code) => { process.exitCode = code }, (err: unknown) => { console.error(err); process.exitCode = 1 })
