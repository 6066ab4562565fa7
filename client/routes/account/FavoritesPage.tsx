import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useHref, useLocation, useRevalidator } from 'react-router';
import {
  FAVORITE_KINDS,
  emptyCounts,
  favoriteKey,
  type FavoriteCounts,
  type FavoriteKind,
  type FavoriteRef,
} from '../../../shared/api/account/favorite-kinds.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { ServiceCard } from '../../components/catalogue/ServiceCard.js';
import { SpecialistCard } from '../../components/catalogue/SpecialistCard.js';
import { ArticleCard } from '../../components/directory/ArticleCard.js';
import { FirmCard } from '../../components/directory/FirmCard.js';
import { FavoriteRemovalContext } from '../../components/account/favorites/removal.js';
import { favorites } from '../../components/account/favorites/store.js';
import { useFavorites } from '../../components/account/favorites/useFavorites.js';
import { useGuestCards } from '../../components/account/favorites/useGuestCards.js';
import { favoriteName, type FavoriteView } from '../../../shared/pages/account/favorites-views.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { Pagination } from '../../components/ui/Pagination.js';
import { Skeleton } from '../../components/ui/Skeleton.js';
import { useT } from '../../i18n.js';
import { toasts } from '../../platform/toasts/store.js';
import { useViewer } from '../../platform/viewer.js';
import { usePageData } from '../../platform/payload.js';

const PATH = '/favorites';
/** Where to find more of each kind. */
const BROWSE: Record<FavoriteKind, string> = { service: '/services', specialist: '/specialists', law_firm: '/lawfirms', reference_article: '/reference' };
const TAB = 'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors';

const kindHref = (kind: FavoriteKind, page = 1) => `${PATH}?kind=${kind}${page > 1 ? `&page=${page}` : ''}`;

function countsOf(refs: readonly FavoriteRef[]): FavoriteCounts {
  const counts = emptyCounts();
  for (const ref of refs) counts[ref.kind] += 1;
  return counts;
}

function FavoriteCard({ view }: { view: FavoriteView }) {
  switch (view.kind) {
    case 'service':
      return <ServiceCard service={view.card} />;
    case 'specialist':
      return <SpecialistCard person={view.card} />;
    case 'law_firm':
      return <FirmCard firm={view.card} href={`/lawfirms?firm=${view.id}`} />;
    case 'reference_article':
      return <ArticleCard article={view.card} />;
  }
}

/**
 * /favorites: what the visitor marked with the heart, a tab per kind (the kind in the URL) with
 * counts. A signed-in visitor's list is rendered by the server; a guest's lives in their browser,
 * so the page reads it there and offers to sign in (which merges it into the account). Dropping
 * one (its heart) can be undone from the notification.
 */
export default function FavoritesPage() {
  const data = usePageData('favorites');
  const t = useT('favorites');
  const pages = useT('pages');
  const { locale } = useAppState();
  const viewer = useViewer();
  const snapshot = useFavorites();
  const revalidator = useRevalidator();
  const location = useLocation();
  const signInHref = `/auth/sign-in?returnTo=${encodeURIComponent(useHref(`${location.pathname}${location.search}`))}`;
  const account = data.account;
  const loaded = snapshot.mode !== null;
  const guest = useGuestCards(account === null && snapshot.mode === 'guest' ? snapshot.items : null, locale);

  // A guest's list was merged after sign-in, or the visitor signed in or out in another tab: read again.
  const { revalidate } = revalidator;
  const signedIn = viewer !== null;
  const listed = account !== null;
  const merges = useRef(snapshot.merges);
  useEffect(() => {
    if (merges.current === snapshot.merges && signedIn === listed) return;
    merges.current = snapshot.merges;
    void revalidate();
  }, [snapshot.merges, signedIn, listed, revalidate]);

  const kept = useCallback((view: FavoriteView) => !loaded || snapshot.keys.has(favoriteKey(view)), [loaded, snapshot.keys]);
  const counts: FavoriteCounts | null = loaded ? countsOf(snapshot.items) : (account?.counts ?? null);
  const guestKind = counts ? FAVORITE_KINDS.find((k) => counts[k] > 0) : undefined;
  const kind = account || data.kindAsked || !guestKind ? data.kind : guestKind;

  const items: FavoriteView[] = useMemo(() => {
    if (account) return account.items.filter(kept);
    return snapshot.items.flatMap((ref) => {
      const view = guest.views.get(favoriteKey(ref));
      return view && view.kind === kind ? [view] : [];
    });
  }, [account, kept, snapshot.items, guest.views, kind]);

  const onRemoved = useCallback(
    (ref: FavoriteRef, place: number) => {
      const view = [...(account?.items ?? []), ...guest.views.values()].find((v) => favoriteKey(v) === favoriteKey(ref));
      toasts.add({
        id: `favorite-removed-${favoriteKey(ref)}`,
        type: 'success',
        text: t('removed', { name: view ? favoriteName(view) : '' }),
        duration: 8000,
        closeOnClick: false,
        action: { label: t('undo'), run: () => void favorites.restore(ref, place) },
      });
    },
    [account, guest.views, t],
  );

  const waiting = account === null && (!loaded || guest.status === 'loading');
  let body: ReactNode;
  if (waiting) {
    body = (
      <div role="status" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="favorites-loading">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1, 2].map((n) => (
          <div key={n} className="card space-y-3 p-5">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ))}
      </div>
    );
  } else if (account === null && guest.status === 'error') {
    body = (
      <div role="alert" className="space-y-2 rounded-xl bg-gold/15 p-4 text-sm text-amber-800 dark:text-amber-300">
        <p>{t('failed')}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={guest.retry}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon="lucide:heart"
        title={t(`empty.${kind}.title`)}
        text={t(`empty.${kind}.text`)}
        action={
          <Link to={BROWSE[kind]} className="btn btn-primary">
            {t(`empty.${kind}.action`)}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="favorites-list">
        {items.map((view) => (
          <li key={favoriteKey(view)} data-favorite={favoriteKey(view)}>
            <FavoriteCard view={view} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <FavoriteRemovalContext.Provider value={onRemoved}>
      <div className="border-b border-line bg-gradient-to-b from-accent-soft to-canvas">
        <div className="container-page py-8 sm:py-10">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" data-testid="page-heading">
            {pages('favorites.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{account ? t('lead.account') : t('lead.guest')}</p>
          {account ? null : (
            <a href={signInHref} className="btn btn-primary mt-5" data-testid="favorites-sign-in">
              {t('signIn')}
            </a>
          )}
        </div>
      </div>

      <div className="container-page space-y-5 py-6 sm:py-8">
        <nav aria-label={t('tabs')} data-testid="favorites-tabs">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            {FAVORITE_KINDS.map((k) => {
              const current = k === kind;
              return (
                <li key={k}>
                  <Link
                    to={kindHref(k)}
                    preventScrollReset
                    aria-current={current ? 'page' : undefined}
                    className={`${TAB} ${current ? 'border-accent bg-accent text-accent-ink' : 'border-line bg-surface text-ink hover:border-accent hover:text-accent-strong'}`}
                    data-kind={k}
                  >
                    {t(`kinds.${k}`)}
                    {counts ? (
                      <span className={`text-xs ${current ? 'text-accent-ink' : 'text-muted'}`} data-testid="favorites-count">
                        {formatNumber(counts[k], locale)}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-labelledby="favorites-kind" className="space-y-4">
          <h2 id="favorites-kind" className="sr-only">
            {t(`kinds.${kind}`)}
          </h2>
          {body}
          {account && account.pageCount > 1 ? <Pagination page={account.page} pageCount={account.pageCount} hrefFor={(page) => kindHref(kind, page)} /> : null}
        </section>
      </div>
    </FavoriteRemovalContext.Provider>
  );
}
