import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a page that comes back may take to grow to where it was left (its cards read after it renders). */
const growingFor = 5000;
/** What a person does to scroll herself: then the page is hers, and no longer put back. */
const ownScroll = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Back and forward to a page put it where it was left, also when its content comes after it renders.
 * React Router's `ScrollRestoration` scrolls once, when the page first renders: a page whose content is read
 * then (the home's dashboard cards) is still short, and the browser stops the scroll at its end (a fresh
 * clone's run came back at 708 px of the 948 it had left). This puts the position back each time the page
 * grows, until it is reached, the person scrolls herself, or the page has had `growingFor` to grow.
 * Used next to `ScrollRestoration`, above every layout.
 */
export function useScrollKeptOnReturn() {
  const location = useLocation();
  const navigation = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef(location.key);

  // Where each page was left: its last scroll position (a scroll event comes after the scroll, so one that
  // a page's change caused is written to the page shown then).
  useEffect(() => {
    const record = () => positions.current.set(shown.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  // Runs after ScrollRestoration's own restore (a child's layout effect runs before its parent's).
  useLayoutEffect(() => {
    shown.current = location.key;
    const target = positions.current.get(location.key);
    if (navigation !== 'POP' || !target || Math.abs(window.scrollY - target) <= 1) return;
    const putBack = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) <= 1) stop();
    };
    const grows = new ResizeObserver(putBack);
    const timer = window.setTimeout(() => stop(), growingFor);
    function stop() {
      grows.disconnect();
      window.clearTimeout(timer);
      for (const type of ownScroll) window.removeEventListener(type, stop);
    }
    for (const type of ownScroll) window.addEventListener(type, stop, { passive: true });
    // html, body and #root are the window's height: what grows is the layout inside #root.
    for (const layout of document.getElementById('root')?.children ?? []) grows.observe(layout);
    return stop;
  }, [location.key, navigation]);
}
