import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { accessibleColors, brandBlue, tagTextShades } from './theme.ts';

/** The tokens antd computes from the app's theme (the same seeds and overrides as AppProviders). */
const token = theme.getDesignToken({
  token: { ...accessibleColors, colorPrimary: brandBlue },
}) as unknown as Record<string, string>;

type Rgb = [number, number, number];

/** `#rrggbb`, `#rgb` or `rgba(r, g, b, a)`, painted over `under` when it is see-through. */
function paint(color: string, under: Rgb = [255, 255, 255]): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const parts = /^rgba?\(([^)]+)\)$/.exec(color)?.[1]?.split(',').map(Number);
  if (!parts || parts.length < 3) throw new Error(`not a colour: ${color}`);
  const alpha = parts[3] ?? 1;
  return [0, 1, 2].map((i) => (parts[i] ?? 0) * alpha + under[i as 0 | 1 | 2] * (1 - alpha)) as Rgb;
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2.1's contrast ratio of a text colour on its background. */
function contrast(text: string, background: string): number {
  const back = paint(background);
  const [light, dark] = [luminance(paint(text, back)), luminance(back)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const aa = 4.5;

describe('the theme (WCAG 2.1 AA contrast, 4.5:1 for text)', () => {
  it('computes the ratio as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // antd's own placeholder (25 % black) and tag text (green's seventh shade on its first) fail.
    expect(contrast('rgba(0, 0, 0, 0.25)', '#ffffff')).toBeLessThan(aa);
    expect(contrast('#389e0d', '#f6ffed')).toBeLessThan(aa);
  });

  it.each([
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorTextHeading',
    'colorTextLabel',
    'colorLink',
    'colorPrimary',
    'colorPrimaryText',
    'colorError',
    'colorErrorText',
    'colorWarningText',
    'colorSuccessText',
    'colorInfoText',
  ])('%s reads on a container and on the layout', (name) => {
    expect(contrast(token[name] as string, token.colorBgContainer as string)).toBeGreaterThanOrEqual(aa);
    expect(contrast(token[name] as string, token.colorBgLayout as string)).toBeGreaterThanOrEqual(aa);
  });

  it.each([
    'red',
    'volcano',
    'orange',
    'gold',
    'yellow',
    'lime',
    'green',
    'cyan',
    'blue',
    'geekblue',
    'purple',
    'magenta',
  ])('a %s tag reads: its text on its tint, under both of antd’s names', (color) => {
    for (const shade of [`${color}7`, `${color}-7`])
      expect(contrast(token[shade] as string, token[`${color}1`] as string), shade).toBeGreaterThanOrEqual(
        aa,
      );
    if (color in tagTextShades)
      expect(token[`${color}-7`]).toBe(tagTextShades[color as keyof typeof tagTextShades]);
  });

  it('the tags the screens use by state read too: processing and error on their tints', () => {
    expect(contrast(token.colorInfo as string, token.colorInfoBg as string)).toBeGreaterThanOrEqual(aa);
    expect(contrast(token.colorError as string, token.colorErrorBg as string)).toBeGreaterThanOrEqual(aa);
  });

  it('white reads on a primary and on a danger button', () => {
    expect(
      contrast(token.colorTextLightSolid as string, token.colorPrimary as string),
    ).toBeGreaterThanOrEqual(aa);
    expect(contrast(token.colorTextLightSolid as string, token.colorError as string)).toBeGreaterThanOrEqual(
      aa,
    );
  });
});
