import { describe, expect, it } from 'vitest';
import { bellLink } from './bell-link.ts';

const seen = { isSeen: true };
const unseen = { isSeen: false };

describe("the bell's link below its latest five", () => {
  it('opens the page on "Not seen" with their count when the badge counts some the five do not show', () => {
    // The badge says 2; the five latest are all seen (the two unseen are older).
    expect(bellLink(2, [seen, seen, seen, seen, seen])).toEqual({
      to: '/notifications?status=notSeen',
      unseenElsewhere: 2,
    });
    expect(bellLink(3, [unseen, seen, seen, seen, seen])).toEqual({
      to: '/notifications?status=notSeen',
      unseenElsewhere: 2,
    });
  });

  it('opens every notification when the five show all the unseen ones', () => {
    expect(bellLink(0, [seen, seen])).toEqual({ to: '/notifications', unseenElsewhere: 0 });
    expect(bellLink(2, [unseen, unseen, seen])).toEqual({ to: '/notifications', unseenElsewhere: 0 });
    // A badge behind the list (a notification marked seen in another tab) never counts below zero.
    expect(bellLink(0, [unseen])).toEqual({ to: '/notifications', unseenElsewhere: 0 });
  });
});
