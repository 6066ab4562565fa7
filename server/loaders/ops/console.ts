/**
 * The operators' console's pages (issue 32, ADR 022): /ops (what waits), /ops/audit (the log) and
 * the loader half of /ops/base-calculation-amounts. Each reads the API's /ops operations with the
 * visitor's session; the API answers 404 to anyone without a role, a guest too, and so does the
 * page: the console shows nobody that it exists.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import type { PageDataOf } from '../../../shared/pages/index.js';
import { APPLICATIONS_SHOWN, AUDIT_PAGE_SIZE } from '../../../shared/pages/ops/types.js';
import { tashkentToday } from '../../../shared/format/calendar.js';
import type { LoaderContext, ServerLoader } from '../index.js';

/** The site's 404 page, for anyone the console's API refuses. */
export function consoleNotFound(): never {
  throw data({ message: null }, { status: 404 });
}

/** Runs the console's reads; a 404 (or a session that has ended: 401) is the page's 404. */
export async function consoleRead<T>(context: LoaderContext, read: () => Promise<T>): Promise<T> {
  if (!context.apiContext.session) consoleNotFound();
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 401)) consoleNotFound();
    throw error;
  }
}

export const opsOverviewLoader: ServerLoader<PageDataOf<'ops'>> = async (_args, context) => {
  const overview = await consoleRead(context, () => context.api.getOpsOverview({}, context.apiContext));
  return { overview, meta: { title: context.t('ops:overview.title') } };
};

/** `?page=n` (a mangled one is the first). */
function pageOf(url: string): number {
  const raw = new URL(url).searchParams.get('page') ?? '';
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}

export const opsAuditLoader: ServerLoader<PageDataOf<'ops-audit'>> = async ({ request }, context) => {
  const page = pageOf(request.url);
  const list = await consoleRead(context, () => context.api.listOpsAudit({ page, pageSize: AUDIT_PAGE_SIZE }, context.apiContext));
  return {
    items: list.items,
    total: list.total,
    page,
    pages: Math.max(1, Math.ceil(list.total / AUDIT_PAGE_SIZE)),
    meta: { title: context.t('ops:audit.title') },
  };
};

export const opsBaseAmountsLoader: ServerLoader<PageDataOf<'ops-base-amounts'>> = async (_args, context) => {
  const { items } = await consoleRead(context, () => context.api.listOpsBaseAmounts({}, context.apiContext));
  return { items, today: tashkentToday(), meta: { title: context.t('ops:amounts.title') } };
};

export const opsReviewsLoader: ServerLoader<PageDataOf<'ops-reviews'>> = async (_args, context) => {
  const { items } = await consoleRead(context, () => context.api.listOpsReportedReviews({}, context.apiContext));
  return { items, meta: { title: context.t('ops:reviews.title') } };
};

export const opsPaymentsLoader: ServerLoader<PageDataOf<'ops-payments'>> = async (_args, context) => {
  const flagged = await consoleRead(context, () => context.api.listOpsFlaggedPayments({}, context.apiContext));
  return { ...flagged, meta: { title: context.t('ops:payments.title') } };
};

export const opsDisputesLoader: ServerLoader<PageDataOf<'ops-disputes'>> = async (_args, context) => {
  const { items } = await consoleRead(context, () => context.api.listOpsDisputes({}, context.apiContext));
  return { items, meta: { title: context.t('ops:disputes.title') } };
};

export const opsApplicationsLoader: ServerLoader<PageDataOf<'ops-applications'>> = async (_args, context) => {
  const { api, apiContext } = context;
  const items = await consoleRead(context, async () => {
    const { items: waiting } = await api.listOpsApplications({}, apiContext);
    const [shown, firms] = await Promise.all([
      Promise.all(waiting.slice(0, APPLICATIONS_SHOWN).map((card) => api.getOpsApplication({ id: card.id }, apiContext))),
      api.listOpsFirmApplications({}, apiContext),
    ]);
    return { waiting: waiting.length, shown, firms: firms.items };
  });
  return { items: items.shown, waiting: items.waiting, firms: items.firms, meta: { title: context.t('ops:applications.title') } };
};
