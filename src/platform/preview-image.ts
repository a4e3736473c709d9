// Full-screen image previewer. Neutral file for tsc; the build uses preview-image.h5.ts or
// preview-image.weapp.ts.

/** Opens the previewer on `current` among `urls`; a cancelled or failed preview is ignored. */
export function previewImage (_current: string, _urls: string[]): void {}
