import { Link } from 'react-router';
import type { TelegramLink } from '../../../shared/api/notifications/contract.js';
import { useT } from '../../i18n.js';
import { useUnread } from '../../platform/unread.js';
import { HomeCard } from '../account/HomeCard.js';
import { Icon } from '../Icon.js';
import { TelegramSettings } from './TelegramSettings.js';

/**
 * /home's notifications (issue 31): how many are unread, with the way to the list
 * (/home/notifications), and the Telegram settings under it.
 */
export function HomeNotifications({ telegram }: { telegram: TelegramLink | null }) {
  const t = useT('notifications');
  const unread = useUnread();
  const count = unread?.notifications ?? 0;
  return (
    <>
      <HomeCard id="home-notifications" icon="lucide:bell" title={t('home.title')}>
        <p className="mt-3 text-sm text-muted" data-testid="home-notifications-unread">
          {count > 0 ? t('home.unread', { count }) : t('home.none')}
        </p>
        <Link to="/home/notifications" className="btn btn-outline btn-sm mt-3" data-testid="home-notifications-open">
          {t('home.open')}
          <Icon name="lucide:arrow-right" size={16} />
        </Link>
      </HomeCard>
      <TelegramSettings initial={telegram} />
    </>
  );
}
