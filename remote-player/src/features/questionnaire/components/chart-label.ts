/**
 * A pie's outside label, shortened to the room the chart leaves beside it (an ellipsis ends what was cut): longer,
 * the drawing's edge cut it mid-character. The option's full name is in the table beside the chart.
 */
export function fitChartLabel(label: string, roomPx: number, fontPx = 12): string {
  // Full-width characters (kana, kanji, full-width forms) take about the font's size, the others a little over half.
  const widthOf = (char: string) =>
    (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 1 : 0.6) * fontPx;
  const chars = [...label];
  const total = chars.reduce((sum, char) => sum + widthOf(char), 0);
  if (total <= roomPx) return label;
  const room = roomPx - fontPx;
  let width = 0;
  let kept = '';
  for (const char of chars) {
    width += widthOf(char);
    if (width > room) break;
    kept += char;
  }
  return `${kept.trimEnd()}…`;
}
