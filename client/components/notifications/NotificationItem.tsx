import { Link } from 'react-router';
import type { Notification, NotificationKind } from '../../../shared/api/notifications/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { safeLocalPath } from '../../../shared/local-path.js';
import { notificationText } from '../../../shared/notifications/text.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

/** Each kind's icon (named here, so they travel in this page's chunk). */
const KIND_ICON: Readonly<Record<NotificationKind, string>> = {
  message: 'lucide:message-circle',
  quote_sent: 'lucide:file-text',
  quote_accepted: 'lucide:file-check',
  quote_declined: 'lucide:file-x',
  quote_expiring: 'lucide:hourglass',
  order_paid: 'lucide:credit-card',
  order_started: 'lucide:hammer',
  order_done: 'lucide:circle-check',
  order_completed: 'lucide:flag',
  order_disputed: 'lucide:triangle-alert',
  review_written: 'lucide:star',
  review_answered: 'lucide:message-square-reply',
  review_hidden: 'lucide:eye-off',
  application_submitted: 'lucide:file-check',
  application_approved: 'lucide:badge-check',
  application_returned: 'lucide:undo-2',
  application_rejected: 'lucide:circle-x',
  firm_approved: 'lucide:building-2',
  firm_returned: 'lucide:undo-2',
  firm_rejected: 'lucide:circle-x',
  firm_invited: 'lucide:mail-plus',
  firm_joined: 'lucide:user-plus',
  claim_duty_changed: 'lucide:scale',
};

/**
 * One notification: its text in the page's language (shared/notifications/text.ts), when it came,
 * and a link to its page. An unread one is marked by a dot and by words for a screen reader; its
 * link tells the page it was opened (`onOpen`), which marks it read.
 */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen(notification: Notification): void }) {
  const t = useT('notifications');
  const { locale } = useAppState();
  const { title, body } = notificationText(notification, t);
  const unread = notification.readAt === null;
  return (
    <li data-testid="notification" data-unread={unread ? 'true' : 'false'}>
      <Link
        to={safeLocalPath(notification.path)}
        onClick={() => onOpen(notification)}
        className={`flex gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-raised focus-visible:bg-raised sm:px-4 ${unread ? 'bg-accent-soft/40' : ''}`}
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full ${unread ? 'bg-accent-soft text-accent-strong' : 'bg-raised text-muted'}`}
        >
          <Icon name={KIND_ICON[notification.kind] ?? 'lucide:bell'} size={18} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-start gap-2">
            <span className={`min-w-0 flex-1 break-words ${unread ? 'font-semibold text-ink' : 'font-medium text-ink'}`}>
              {unread ? <span className="sr-only">{t('page.unread')}: </span> : null}
              {title}
            </span>
            {unread ? <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent" data-testid="unread-dot" /> : null}
          </span>
          <span className="mt-0.5 block break-words text-sm text-muted">{body}</span>
          <time dateTime={notification.createdAt} className="mt-1 block text-xs text-muted">
            {formatDate(notification.createdAt, locale, { time: true })}
          </time>
        </span>
      </Link>
    </li>
  );
}
