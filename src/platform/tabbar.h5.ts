// H5: there is no native tab bar. tabBar.custom is true on H5 and components/TabBar draws the bar
// with t(), so it follows the language on its own; Taro.setTabBarItem would only leave a promise
// that never settles (nobody listens to its event).
export function setNativeTabText (_index: number, _text: string): void {}

/** H5 draws its badges in components/TabBar. */
export function setNativeTabBadge (_index: number, _text: string): void {}
