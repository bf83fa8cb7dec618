/**
 * The dashboards' colours: the Okabe–Ito set (told apart with every common colour-vision deficiency),
 * darkened where needed so that each has at least 3:1 contrast against the white card (WCAG 1.4.11, non-text
 * contrast). Yellow and the light orange are left out: they fall below 3:1 on white.
 */
export const chartPalette = ['#0072B2', '#C24E00', '#00785A', '#A8508A', '#5A5A5A'] as const;

/** Relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** The contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
