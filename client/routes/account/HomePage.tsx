import { useLocation, useHref } from 'react-router';
import { formatUzPhone } from '../../../shared/format/phone.js';
import { HomeCard } from '../../components/account/HomeCard.js';
import { FavoritesSummary, OrderList, PaperList, Section } from '../../components/account/OwnLists.js';
import { SalesList } from '../../components/account/SalesList.js';
import { SessionList } from '../../components/account/SessionList.js';
import { SpecialistPanel } from '../../components/account/SpecialistPanel.js';
import { HomeNotifications } from '../../components/notifications/HomeNotifications.js';
import { HomeMessages } from '../../components/messages/HomeMessages.js';
import { useRevalidateOnMerge } from '../../components/account/favorites/useRevalidateOnMerge.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { useT } from '../../i18n.js';
import { useViewer } from '../../platform/viewer.js';
import { usePageData } from '../../platform/payload.js';

/** What the page shows once the session has ended in this tab or another: no stale data. */
function SignedOut() {
  const t = useT('account');
  const location = useLocation();
  const here = useHref(`${location.pathname}${location.search}`);
  return (
    <div className="container-page py-10 sm:py-14" data-testid="home-signed-out">
      <EmptyState
        icon="lucide:log-in"
        title={t('home.signedOut.title')}
        text={t('home.signedOut.text')}
        action={
          <a href={`/auth/sign-in?returnTo=${encodeURIComponent(here)}`} className="btn btn-primary">
            {t('home.signedOut.action')}
          </a>
        }
      />
    </div>
  );
}

/**
 * /home: the signed-in visitor's dashboard: who they are (from OneID, the PINFL masked), their
 * latest conversations, their specialist profile or the way to one, their documents, claims,
 * orders and favourites (each with its empty state and a way to start), and the browsers signed
 * in to the account.
 */
export default function HomePage() {
  const { account, asOf, sales, services, telegram, messages } = usePageData('home');
  const viewer = useViewer();
  const t = useT('account');
  const pages = useT('pages');
  // Signing in on the way here merges a guest's favourites after this page was rendered: count them.
  useRevalidateOnMerge();
  if (!viewer) return <SignedOut />;
  const { user } = account;
  return (
    <div className="container-page py-6 sm:py-10">
      <header>
        <p className="text-sm font-medium text-accent-strong">{pages('home.title')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl" data-testid="page-heading">
          {t('home.greeting', { name: user.name })}
        </h1>
        <p className="mt-2 max-w-2xl text-muted">{t('home.intro')}</p>
      </header>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <HomeMessages messages={messages} />
          {sales ? (
            <Section id="home-sales" title={t('sales.heading')} icon="lucide:briefcase" count={sales.items.length}>
              <SalesList list={sales} />
            </Section>
          ) : null}
          <Section id="home-documents" title={t('documents.heading')} icon="lucide:file-text" count={account.documents.total}>
            <PaperList kind="documents" list={account.documents} itemHref={(id) => `/documents/my/${id}`} startHref="/documents" />
          </Section>
          <Section id="home-claims" title={t('claims.heading')} icon="lucide:scale" count={account.claims.total}>
            <PaperList kind="claims" list={account.claims} itemHref={(id) => `/statement-of-claim/my/${id}`} startHref="/statement-of-claim" />
          </Section>
          <Section id="home-orders" title={t('orders.heading')} icon="lucide:receipt" count={account.orders.total}>
            <OrderList list={account.orders} />
          </Section>
          <Section id="home-favorites" title={t('favorites.heading')} icon="lucide:heart">
            <FavoritesSummary total={account.favorites.total} />
          </Section>
        </div>

        <aside className="space-y-6">
          <HomeCard id="home-profile" icon="lucide:id-card" title={t('profile.heading')}>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="text-xs text-muted">{t('profile.name')}</dt>
                <dd className="font-medium" data-testid="profile-name">
                  {user.name}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{t('profile.pinfl')}</dt>
                <dd className="font-medium tabular-nums" data-testid="profile-pinfl">
                  {user.pinflMasked}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{t('profile.phone')}</dt>
                <dd className="font-medium tabular-nums">{user.phone ? formatUzPhone(user.phone) : t('profile.noPhone')}</dd>
              </div>
            </dl>
            <p className="mt-4 text-xs text-muted">{t('profile.source')}</p>
          </HomeCard>
          <SpecialistPanel specialist={account.specialist} asOf={asOf} services={services} />
          <HomeNotifications telegram={telegram} />
        </aside>
      </div>

      <HomeCard id="home-sessions" icon="lucide:monitor-smartphone" title={t('sessions.heading')} intro={t('sessions.intro')} className="card mt-6 p-5 sm:p-6">
        <div className="mt-3">
          <SessionList initial={account.sessions} />
        </div>
      </HomeCard>
    </div>
  );
}
