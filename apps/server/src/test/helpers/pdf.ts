import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF, page by page and line by line, read with PDF.js (pure JavaScript, so tests need no
 * poppler). For tests: a line is the text items that share a baseline, put back in reading order (see
 * readLine). Normalised for comparison: NFKC (presentation forms to letters), without bidi controls,
 * Arabic diacritics and tatweel, spaces collapsed.
 */
export async function pdfText(pdf: Uint8Array): Promise<{ pages: string[][] }> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      const lines = new Map<number, { x: number; width: number; str: string }[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const y = Math.round(item.transform[5] as number);
        const line = lines.get(y) ?? [];
        line.push({ x: item.transform[4] as number, width: item.width, str: item.str });
        lines.set(y, line);
      }
      pages.push(
        [...lines.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, items]) => normaliseText(readLine(items)))
          .filter((line) => line !== ''),
      );
    }
    return { pages };
  } finally {
    await document.destroy();
  }
}

/**
 * A line's items in reading order: right to left when the line holds Arabic (each item is already in
 * logical order; Typst splits a word into items where its glyphs are repositioned), with a space where
 * the items are more than 3 pt apart (cells of a table, gutters of 10 pt and more) and none where they are
 * closer (parts of one word, kerned apart by a point or two; spaces between words are items of their own).
 */
function readLine(items: { x: number; width: number; str: string }[]): string {
  const rtl = items.some((i) => /[\u0600-\u06ff]/.test(i.str));
  const sorted = [...items].sort((a, b) => (rtl ? b.x - a.x : a.x - b.x));
  let text = '';
  let previous: (typeof items)[number] | undefined;
  for (const item of sorted) {
    if (previous) {
      const gap = rtl ? previous.x - (item.x + item.width) : item.x - (previous.x + previous.width);
      if (gap > 3) text += ' ';
    }
    text += item.str;
    previous = item;
  }
  return text;
}

export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '')
    .replace(/[\u064b-\u0652\u0640]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
