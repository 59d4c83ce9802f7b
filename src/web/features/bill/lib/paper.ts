// The papers a bill is printed on: office printers (A4, A5) and the 80 mm thermal roll of a
// counter printer. Each sets the printed page (@page) and how the bill is laid out on it.

export const PAPERS = ['a4', 'a5', '80mm'] as const;
export type Paper = (typeof PAPERS)[number];

export const PAPER_LABELS: Record<Paper, string> = { a4: 'A4', a5: 'A5', '80mm': '80 mm' };

/**
 * The @page rule. A thermal roll has no fixed length: the height is the longest bill expected, and
 * the printer cuts where the printing ends.
 */
const PAGE_SIZES: Record<Paper, string> = {
  a4: '@page { size: A4; margin: 14mm; }',
  a5: '@page { size: A5; margin: 9mm; }',
  '80mm': '@page { size: 80mm 297mm; margin: 3mm 3mm; }',
};

/** The @page rule and a white page: the site's tinted background is for the screen only. */
export const printRules = (paper: Paper) =>
  `${PAGE_SIZES[paper]} @media print { html, body { background: #fff; } }`;

const STORAGE_KEY = 'chai-express:bill-paper';

/** The paper this device printed on last: a counter with a thermal printer keeps choosing 80 mm. */
export function savedPaper(): Paper {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return PAPERS.find((p) => p === value) ?? 'a4';
  } catch {
    return 'a4';
  }
}

export function savePaper(paper: Paper): void {
  try {
    localStorage.setItem(STORAGE_KEY, paper);
  } catch {
    // Private browsing may refuse storage: the choice then lasts as long as the page.
  }
}
