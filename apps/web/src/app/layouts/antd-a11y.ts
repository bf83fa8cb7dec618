/**
 * What antd's own markup lacks for WCAG 2.1, added once for the whole page (the shell keeps it true as the
 * page changes): each fix names the component and why it cannot be given through its props.
 */

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
 * Tabs that overflow (a phone's settings) get a "more" button inside their `tablist`, which may own tabs only
 * (WCAG 4.1.2; axe's aria-required-children, critical: ant-design/ant-design#49502, fixed upstream in
 * react-component/tabs#1015, not in antd 6.6). The button repeats the tabs for the pointer; every tab is in
 * the accessibility tree and reached with the arrow keys, so the button is taken out of it and out of the
 * tab order, and stays for a finger or a mouse.
 */
export function hideTabsMore(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLElement>('.ant-tabs-nav-more:not([aria-hidden])')) {
    button.setAttribute('aria-hidden', 'true');
    button.tabIndex = -1;
  }
}

/**
 * Keeps the fixes above true of the whole page (dialogs included) as it changes and as the window is
 * resized, checked at most once a frame, just after the frame is drawn (a task queued from the frame's
 * callback): measuring the tables' scroll sizes inside the frame forced a layout in the middle of every
 * page's drawing (a move's), while after it the layout is done and the measure costs nothing. Answers the
 * clean-up (an effect's).
 */
export function keepAntdAccessible(): () => void {
  let frame = 0;
  let after: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (frame || after !== undefined) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      after = setTimeout(() => {
        after = undefined;
        markScrollers(document);
        hideTabsMore(document);
      });
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
    clearTimeout(after);
  };
}
