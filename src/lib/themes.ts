// The app's colour themes (/pages/user/theme): the spec's pink and two more. Their colours are the
// CSS variables of styles/themes.scss; `swatch` is what the theme page shows.

export const THEMES = [
  { name: 'pink', swatch: '#ff448f' },
  { name: 'blue', swatch: '#1f7cff' },
  { name: 'green', swatch: '#12a86b' }
] as const

export type ThemeName = typeof THEMES[number]['name']

export function isTheme (v: string): v is ThemeName {
  return THEMES.some((t) => t.name === v)
}
