// The day close on paper (docs/product.md#the-day-close): an office printer's A4 sheet with the
// tables as the page shows them, or the counter's 80 mm thermal roll with each table folded into a
// receipt's lines. The report is rendered into a portal of its own while printing (day-close-print.tsx),
// the only thing print media shows, as the kitchen ticket is; on screen it is never shown.

export const DAY_CLOSE_PAPERS = ['a4', '80mm'] as const;
export type DayClosePaper = (typeof DAY_CLOSE_PAPERS)[number];

export const DAY_CLOSE_PRINT_ID = 'day-close-print';

/**
 * The @page rule, the page's width and its type size. A roll has no fixed length: the height is
 * only an upper bound, and the printer cuts where the printing ends (a long day runs onto more).
 * 72 mm is what an 80 mm printer prints across, its own margins taking the rest.
 */
const PAPER: Record<DayClosePaper, { page: string; width: string; fontPt: number }> = {
  a4: { page: 'size: A4; margin: 14mm;', width: 'auto', fontPt: 10 },
  '80mm': { page: 'size: 80mm 297mm; margin: 3mm 4mm;', width: '72mm', fontPt: 9 },
};

export function dayClosePrintRules(paper: DayClosePaper): string {
  const { page, width, fontPt } = PAPER[paper];
  const id = `#${DAY_CLOSE_PRINT_ID}`;
  return `
@media screen { ${id} { display: none; } }
@media print {
  @page { ${page} }
  html, body { background: #fff !important; }
  body > *:not(${id}) { display: none !important; }
  ${id} { display: block; box-sizing: border-box; width: ${width}; color: #000; background: #fff;
    font-family: ui-sans-serif, system-ui, sans-serif; font-size: ${fontPt}pt; line-height: 1.3; }
  ${id} h1 { font-size: ${fontPt + 5}pt; font-weight: 800; margin: 0; }
  ${id} h2 { font-size: ${fontPt + 1}pt; font-weight: 800; margin: 0 0 1mm; }
  ${id} .dc-meta { margin: 1mm 0 3mm; }
  ${id} section { break-inside: avoid; margin-top: 4mm; }
  ${id} table { width: 100%; border-collapse: collapse; }
  ${id} th, ${id} td { padding: 0.8mm 1.5mm 0.8mm 0; text-align: right; vertical-align: top; }
  ${id} th:first-child, ${id} td:first-child { text-align: left; }
  ${id} thead th { border-bottom: 0.3mm solid #000; }
  ${id} tbody th { font-weight: 400; }
  ${id} tfoot th, ${id} tfoot td { border-top: 0.3mm solid #000; font-weight: 800; }
  ${id} .dc-note { display: block; font-size: ${fontPt - 1.5}pt; font-style: italic; }
  ${id} .dc-line { display: flex; justify-content: space-between; gap: 2mm; }
  ${id} .dc-line span:last-child { text-align: right; white-space: nowrap; }
  ${id} .dc-sub { padding-left: 3mm; }
  ${id} .dc-strong { font-weight: 800; border-top: 0.3mm dashed #000; }
  ${id} .dc-sign { margin-top: 10mm; border-top: 0.3mm solid #000; padding-top: 1mm; width: 60mm; }
}`;
}
