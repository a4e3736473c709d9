import type { ThemeName } from '../lib/themes'

// The theme on what lies outside the pages. Neutral file for tsc; theme.h5.ts puts the class on
// <html> (dialogs and toasts are appended to <body>); the mini program has nothing outside its pages.
export function applyRootTheme (_theme: ThemeName): void {}
