import { Typography } from 'antd';

/**
 * A table cell's text no wider than `maxWidth`, ending in an ellipsis with the whole text in a tooltip:
 * long names and summaries (often bilingual) then leave room for the other columns instead of pushing
 * them off a 1280 px screen. `clipped(240)` is a column's `render`.
 */
export function ClippedText({ text, maxWidth }: { text: string | null | undefined; maxWidth: number }) {
  if (!text) return <>—</>;
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth }}>
      {text}
    </Typography.Text>
  );
}

/** A column's render: the text clipped, or the dash of an empty cell (which a phone's stacked row leaves out). */
export const clipped = (maxWidth: number) => (text: string | null | undefined) =>
  text ? <ClippedText text={text} maxWidth={maxWidth} /> : '—';
