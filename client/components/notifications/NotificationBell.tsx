import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { badgeCount, useUnread } from '../../platform/unread.js';
import { Icon } from '../Icon.js';

/**
 * The header's bell (issue 31): a link to /home/notifications for a signed-in visitor, named with
 * the unread count ("Notifications, 3 unread"), the count on a badge. The badge is positioned over
 * the button's corner, so its coming and going never moves anything; the count follows the live
 * stream (UnreadSync, loaded after hydration, keeps the stream's code out of every first load).
 * A guest gets nothing.
 */
export function NotificationBell({ className = '' }: { className?: string }) {
  const t = useT();
  const unread = useUnread();
  if (!unread) return null;
  const count = unread.notifications;
  const label = count > 0 ? t('bell.unread', { count }) : t('bell.label');
  return (
    <Link to="/home/notifications" className={`icon-btn relative ${className}`} aria-label={label} title={label} data-testid="notification-bell">
      <Icon name="lucide:bell" size={20} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold leading-none text-accent-ink tabular-nums"
        >
          {badgeCount(count)}
        </span>
      ) : null}
    </Link>
  );
}
