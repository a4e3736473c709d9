import { createContext, useContext } from 'react'
import { RootStore } from './root'

// The app's stores. Pages read them with useStores() inside `observer` components. The context
// defaults to the app's single root, so no Provider is needed; a component test can wrap the
// tree in <StoresContext.Provider value={new RootStore(...)}> to use a fresh one.

export const rootStore = new RootStore()

export const StoresContext = createContext<RootStore>(rootStore)

export function useStores (): RootStore {
  return useContext(StoresContext)
}

export type { RootStore }
export type { SessionStore, ResumeAction } from './session'
export type { AppStore } from './app'
export type { StatisticsStore } from './statistics'
export type { UpdateStore } from './update'
export type { LocaleStore } from './locale'
export type { CartStore } from './cart'
export type { ChatStore, SocketStatus } from './chat'
