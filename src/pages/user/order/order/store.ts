import { makeAutoObservable } from '@/lib/state'
import type { OrderListItem, OrderTab } from '../../../../../types/order'
import { orderApi } from '@/api/order'
import { PagedList } from '@/stores/paged'
import type { OrderRole } from '../rules'

/** Order list (/pages/user/order/order): role (buy/sell), tab, one paged list. */
export class OrderListStore {
  role: OrderRole
  tab: OrderTab
  readonly list: PagedList<OrderListItem>

  constructor (role: OrderRole = 'buy', tab: OrderTab = 0, private readonly api = orderApi) {
    this.role = role
    this.tab = tab
    this.list = new PagedList<OrderListItem>(this.fetcher())
    makeAutoObservable<this, 'api'>(this, { api: false, list: false })
  }

  private fetcher () {
    const { role, tab } = this
    return (page: number) => this.api.list({ state: tab, page, role })
  }

  setTab (tab: OrderTab): Promise<void> {
    this.tab = tab
    return this.list.setFetcher(this.fetcher())
  }

  setRole (role: OrderRole): Promise<void> {
    this.role = role
    return this.list.setFetcher(this.fetcher())
  }

  refresh (): Promise<void> {
    return this.list.refresh()
  }

  /** After an action changed an order: drop it when it no longer belongs to the tab, else reload. */
  removeLocal (id: number): void {
    this.list.remove((o) => o.id === id)
  }
}
