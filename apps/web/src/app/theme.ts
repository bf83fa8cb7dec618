import type { ThemeConfig } from 'antd';

/** The brand's blue: buttons, links, the selected menu entry, "processing" tags, information. */
export const brandBlue = '#1f5fa8';

/**
 * Tag text per preset colour: antd writes a tag's text in its palette's seventh shade on the first, which
 * is below 4.5:1 for these; the first darker shade of the same palette that reaches it (eighth, or ninth for
 * gold, lime and yellow). Red, magenta, blue, geekblue and purple keep antd's. antd keeps each shade under
 * two names (`green7` and `green-7`, both written to the CSS variable `--ant-green-7`): both are set.
 */
export const tagTextShades = {
  volcano: '#ad2102',
  orange: '#ad4e00',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#006d75',
} as const;

const tagTokens = Object.fromEntries(
  Object.entries(tagTextShades).flatMap(([color, shade]) => [
    [`${color}7`, shade],
    [`${color}-7`, shade],
  ]),
);

/**
 * Colours that read at 4.5:1 or more on their background (WCAG 2.1 AA 1.4.3, checked by axe-core in
 * tests/e2e/accessibility.spec.ts and by theme.test.ts): antd's placeholder (25 % black), secondary text (45 %),
 * links and information (#1677ff), error (#ff4d4f), and its warning and success texts are lighter. Disabled
 * controls keep antd's (WCAG exempts them); warning and success icons and borders keep theirs (3:1 is
 * enough for a graphic).
 */
export const accessibleColors = {
  colorInfo: brandBlue,
  colorError: '#cf1322',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorWarningText: tagTextShades.orange,
  colorSuccessText: tagTextShades.green,
  ...tagTokens,
} satisfies ThemeConfig['token'];
