import { ApiClient, type Res } from './client'
import type { Db } from '../../db/client'
import { createAdmin } from '../../modules/admin/accounts'
import { ADMIN_TOKEN_HEADER, type AdminRole, type AdminSession } from '../../../types/admin'

// Admin console callers for the tests: an operator of a role, signed in through /api/admin/login.

export class AdminClient {
  constructor (readonly api: ApiClient, readonly token: string | null) {}

  private opts (): { headers: Record<string, string> } {
    return { headers: this.token === null ? {} : { [ADMIN_TOKEN_HEADER]: this.token } }
  }

  async get<T = unknown> (path: string, query: Record<string, string | number> = {}): Promise<Res<T>> {
    return await this.api.get<T>(`/admin${path}`, query, this.opts())
  }

  async post<T = unknown> (path: string, body: Record<string, unknown> = {}): Promise<Res<T>> {
    return await this.api.post<T>(`/admin${path}`, body, this.opts())
  }
}

let n = 0

/** A new admin of this role (password `pw-<name>`), signed in. */
export async function adminOf (db: Db, base: string, role: AdminRole, lang = 'en'): Promise<AdminClient & { username: string }> {
  const username = `${role}${++n}_${process.pid}`
  await createAdmin(db, username, role, `pw-${username}`)
  const api = new ApiClient(base, '/ws', lang)
  const res = await api.post<AdminSession>('/admin/login', { username, password: `pw-${username}` })
  if (res.body.code !== 1) throw new Error(`admin login failed: ${res.body.msg}`)
  return Object.assign(new AdminClient(api, res.body.data.token), { username })
}
