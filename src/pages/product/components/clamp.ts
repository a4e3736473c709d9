// Whether a comment needs the "expand" toggle under its 2-line clamp (spec §9). Measuring rendered
// text needs a layout query on weapp; an estimate of the text width is enough here: CJK and
// full-width characters count 1, others about half.

/** characters of full width that fit in two lines of a comment (28px text, 686px wide) */
export const TWO_LINES = 46

export function textWidth (text: string): number {
  let w = 0
  for (const ch of text) {
    if (ch === '\n') w += 24 // a new line ends the row
    else w += /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.55
  }
  return w
}

export function needsExpand (text: string, limit = TWO_LINES): boolean {
  return textWidth(text) > limit
}
