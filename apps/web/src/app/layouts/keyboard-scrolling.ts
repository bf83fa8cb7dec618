/** The regions that scroll on their own: antd's tables (sideways, or down under a fixed header). */
const scrollers = '.ant-table-content, .ant-table-body';
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Marks the tab stops added here, so that only those are taken away again. */
const marker = 'data-keyboard-scroll';

/**
 * A region that scrolls with nothing focusable inside could not be scrolled from the keyboard (WCAG 2.1.1;
 * axe's scrollable-region-focusable): such a table's scroller becomes a tab stop, as Chromium and Firefox
 * do by themselves and Safari does not. One that no longer scrolls, or has a link or button of its own, is
 * left as antd made it.
 */
export function markScrollers(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(scrollers)) {
    const scrolls =
      element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
    const needed = scrolls && !element.querySelector(focusable);
    if (needed && !element.hasAttribute(marker)) {
      element.setAttribute(marker, '');
      element.tabIndex = 0;
    } else if (!needed && element.hasAttribute(marker)) {
      element.removeAttribute(marker);
      element.removeAttribute('tabindex');
    }
  }
}

/**
 * Keeps `markScrollers` true of the whole page (dialogs included) as it changes and as the window is
 * resized, checked at most once a frame. Answers the clean-up (an effect's).
 */
export function keepScrollersReachable(): () => void {
  let frame = 0;
  const check = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      markScrollers(document);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', check);
  check();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', check);
    cancelAnimationFrame(frame);
  };
}
