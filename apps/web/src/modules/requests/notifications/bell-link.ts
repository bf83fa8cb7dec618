/** The notifications page, and the same page showing only the notifications not seen yet. */
export const notificationsPath = '/notifications';
export const unseenNotificationsPath = `${notificationsPath}?status=notSeen`;

/**
 * Where the bell's drop-down sends the reader below its latest five (document 1: the latest 5 and a link to
 * all). When the badge counts notifications not seen that none of the five shown is, the link says how many
 * and opens the page on "Not seen": otherwise the badge says 2 while the drop-down shows nothing new.
 */
export function bellLink(
  unseenCount: number,
  shown: readonly { isSeen: boolean }[],
): { to: string; unseenElsewhere: number } {
  const unseenShown = shown.filter((n) => !n.isSeen).length;
  const unseenElsewhere = Math.max(0, unseenCount - unseenShown);
  return unseenElsewhere > 0
    ? { to: unseenNotificationsPath, unseenElsewhere }
    : { to: notificationsPath, unseenElsewhere: 0 };
}
