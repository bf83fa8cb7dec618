/**
 * Enter in a date or time picker's text box accepts what was typed (the picker's own Enter) and never
 * submits the form around it. Before, the browser's implicit submission came with the same key press and
 * sent the form's value from before the typing: a new payroll run started for the proposed month while the
 * user had typed another. One listener for the page, ahead of the pickers' own (capture phase): it cancels
 * only the key's default action, so the picker still reads the key; an input method composing text keeps
 * its Enter.
 */
export function keepEnterInPickers(
  root: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    const target = event.target as { closest?: (selector: string) => unknown } | null;
    if (target?.closest?.('.ant-picker')) event.preventDefault();
  };
  root.addEventListener('keydown', onKeyDown, true);
  return () => root.removeEventListener('keydown', onKeyDown, true);
}
