import { makeAutoObservable, runInAction } from '@/lib/state'
import type { Address, AddressInput, AreaNode } from '../../../../types/order'
import { addressApi } from '@/api/address'
import { PagedList } from '@/stores/paged'

// Page-local state of the address screens: the paged list (default first), delete and
// set-default, and the region tree (loaded once per app run and kept in memory: it is large and
// never changes).

/** The list sorted with the default address first (the server keeps one default). */
export function defaultFirst (list: Address[]): Address[] {
  return [...list].sort((a, b) => Number(b.default) - Number(a.default))
}

/** What address/address takes for an existing address, with some fields changed. */
export function toInput (a: Address, over: Partial<AddressInput> = {}): AddressInput {
  return {
    id: a.id, name: a.name, mobile: a.mobile, province: a.province, city: a.city, district: a.district,
    adcode: a.adcode, address: a.address, location: a.location ?? '', default: a.default, ...over
  }
}

export class AddressListStore {
  readonly list = new PagedList<Address>((page) => addressApi.list({ page, limit: 20 }, { toast: false }))
  /** id of the address being changed (delete / set default) */
  working: number | null = null

  constructor () {
    makeAutoObservable(this, { list: false })
  }

  get items (): Address[] {
    return defaultFirst(this.list.items)
  }

  refresh (): Promise<void> {
    return this.list.refresh()
  }

  async remove (id: number): Promise<boolean> {
    this.working = id
    try {
      await addressApi.remove({ id })
      // the server may have made another address the default: reload
      await this.list.refresh()
      return true
    } catch {
      return false
    } finally {
      runInAction(() => { this.working = null })
    }
  }

  async setDefault (a: Address): Promise<boolean> {
    if (a.default) return true
    this.working = a.id
    try {
      await addressApi.save({ type: 'edit', data: toInput(a, { default: true }) })
      await this.list.refresh()
      return true
    } catch {
      return false
    } finally {
      runInAction(() => { this.working = null })
    }
  }
}

let areaTree: AreaNode[] | null = null
let areaFlight: Promise<AreaNode[]> | null = null

/** GET common/area once; concurrent callers share the request; a failure may be retried. */
export function loadAreas (): Promise<AreaNode[]> {
  if (areaTree) return Promise.resolve(areaTree)
  if (!areaFlight) {
    areaFlight = addressApi.area(undefined, { toast: false })
      .then((tree) => { areaTree = tree; return tree })
      .finally(() => { areaFlight = null })
  }
  return areaFlight
}

/** Tests: forget the cached tree. */
export function resetAreas (): void {
  areaTree = null
  areaFlight = null
}

/** The address with this id from the first pages (the list has no single-address endpoint). */
export async function findAddress (id: number): Promise<Address | null> {
  for (let page = 1; page <= 5; page++) {
    const res = await addressApi.list({ page, limit: 50 }, { toast: false })
    const hit = res.data.find((a) => a.id === id)
    if (hit) return hit
    if (page >= res.last_page) break
  }
  return null
}
