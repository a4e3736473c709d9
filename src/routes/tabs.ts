import { main } from './types'

// The tab pages that exist (tabbar.ts lists the tabs per tab mode; 'pages/find' arrives with its
// issue). Whether a page is a tab is decided per build by the tab mode, see navigate.ts.
export const tabRoutes = {
  'pages/index': main(),
  'pages/pledge': main(),
  'pages/cart': main(),
  'pages/user': main()
}
