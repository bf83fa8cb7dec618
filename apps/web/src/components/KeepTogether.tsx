/**
 * The runs of a text that must not be broken across lines: dates (`2026-11-25`, or a range of two) and the
 * parts a server text isolated (FSI ... PDI: a name, the days, in an Arabic task name). A phone otherwise
 * splits a date at its hyphens, and in Arabic the pieces then read out of order ("-2026" above "11-25").
 */
const together = /(\u2068[^\u2069]*\u2069|\d{4}-\d{2}-\d{2}(?: [-–] \d{4}-\d{2}-\d{2})?)/;

/** The text in parts, each saying whether it is a run kept on one line; joined they are the text again. */
export function keepTogetherParts(text: string): Array<{ text: string; together: boolean }> {
  return text
    .split(together)
    .map((part, i) => ({ text: part, together: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** `text` with its dates and isolated parts each kept on one line; the rest wraps as usual. */
export function KeepTogether({ text }: { text: string }) {
  return (
    <>
      {keepTogetherParts(text).map((part, i) =>
        part.together ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered.
          <span key={i} style={{ whiteSpace: 'nowrap' }}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
