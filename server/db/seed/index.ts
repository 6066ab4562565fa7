/**
 * Seeds the catalogue and reference content (server/db/seed/content) into a migrated database,
 * in one transaction. An empty database is seeded; one that already holds content is left alone
 * unless `force`, which writes the content again over rows with the same slug or nickname
 * (ids stay, so favourites, baskets and orders keep pointing at them).
 *
 * Ratings are not content: the seeded clients' reviews (content/reviews*.ts) are written through
 * paid, completed orders (write-reviews.ts; for `--scale`, copied per copy in scale-reviews.ts),
 * with the rating triggers deferred, and every rating is computed from the visible reviews at the
 * end (`refresh_all_ratings()`, migration 0013).
 */
import type { Database, Queryable } from '../adapter';
import type { DbLogger } from '../logger';
import { silentLogger } from '../logger';
import type { SeedContent } from './content/types';
import { assertScale, scaleContent } from './scale';
import { writeMissingCourts } from './courts-upgrade';
import { refreshSeededTemplates } from './templates-refresh';
import { fillMissingFiscalData, fillSeededFiscalData } from './fiscal';
import { validateContent } from './validate-content';
import { writeCatalogue } from './write-catalogue';
import { writeContent } from './write-content';
import { writeReviewCopies } from './scale-reviews';
import { writeReviews } from './write-reviews';

export interface SeedOptions {
  /** Copies of the catalogue (specialists, services, law firms, reference articles) for load tests. Default 1. */
  scale?: number;
  /** Write even when the database already holds content. */
  force?: boolean;
  /** The content to write (default: server/db/seed/content). */
  content?: SeedContent;
  logger?: DbLogger;
}

export type SeedCounts = Record<keyof SeedContent, number>;

export interface SeedResult {
  /** False when the database already held content and `force` was not given. */
  seeded: boolean;
  scale: number;
  /** Rows written per kind of content (zero when nothing was seeded). */
  counts: SeedCounts;
  durationMs: number;
}

/** Arbitrary constant naming "huquq seeding" among advisory locks: replicas seed one at a time. */
const SEED_LOCK_KEY = 7_316_200_442;

/** The table each kind of content goes to (a Record, so a new kind cannot be forgotten). */
const CONTENT_TABLES: Record<keyof SeedContent, string> = {
  regions: 'regions',
  parentSpecializations: 'specialization_groups',
  specializations: 'specializations',
  lawFirms: 'law_firms',
  specialists: 'specialists',
  services: 'services',
  referenceCategories: 'reference_categories',
  referenceArticles: 'reference_articles',
  documentCategories: 'document_categories',
  documentTemplates: 'document_templates',
  claimCategories: 'claim_categories',
  claimTemplates: 'claim_templates',
  courts: 'courts',
  districts: 'districts',
  baseCalculationAmounts: 'base_calculation_amounts',
  stateDutyRules: 'state_duty_rules',
  stateDutyExemptions: 'state_duty_exemptions',
  supportCategories: 'support_categories',
  supportQuestions: 'support_questions',
  clients: 'users',
  reviews: 'reviews',
};
const CONTENT_KINDS = Object.keys(CONTENT_TABLES) as (keyof SeedContent)[];
/** People sign up before any seeding (and the seed's clients are people): users do not make a database "seeded". */
const PROBED_TABLES = Object.values(CONTENT_TABLES).filter((table) => table !== 'users');

/** The content modules load only when there is something to seed: a seeded server starts without them. */
export async function loadSeedContent(): Promise<SeedContent> {
  const module = await import('./content/index');
  return module.seedContent;
}

async function holdsContent(q: Queryable): Promise<boolean> {
  const probe = PROBED_TABLES.map((table) => `EXISTS (SELECT 1 FROM ${table})`).join(' OR ');
  const { rows } = await q.query<{ filled: boolean }>(`SELECT ${probe} AS filled`);
  return rows[0]?.filled === true;
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const logger = options.logger ?? silentLogger;
  const scale = options.scale ?? 1;
  assertScale(scale);
  const done = (seeded: boolean, content: SeedContent | null, reviews = 0): SeedResult => {
    const counts = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, seeded && content ? content[kind].length : 0])) as SeedCounts;
    // The content's reviews and, with --scale, the copies' reviews made in the database this run.
    if (seeded) counts.reviews = reviews;
    const durationMs = Math.round(performance.now() - started);
    if (seeded) logger.info({ scale, durationMs, ...counts }, 'database seeded');
    else logger.info({}, 'database already holds content; not seeded');
    return { seeded, scale, counts, durationMs };
  };

  if (!options.force && (await holdsContent(db))) {
    await writeMissingCourts(db, SEED_LOCK_KEY, logger);
    await refreshSeededTemplates(db, SEED_LOCK_KEY, logger);
    await fillMissingFiscalData(db, SEED_LOCK_KEY, logger);
    return done(false, null);
  }
  const content = scaleContent(options.content ?? (await loadSeedContent()), scale);
  validateContent(content);

  const reviews = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another replica may have seeded while this one loaded the content.
    if (!options.force && (await holdsContent(tx))) return null;
    // One rating computation at the end instead of one per review written.
    await tx.query(`SET LOCAL huquq.defer_ratings = 'on'`);
    const catalogue = await writeCatalogue(tx, content);
    // Codes, package codes and VAT of the services, the sellers' tax numbers (ADR 016).
    await fillSeededFiscalData(tx, {
      services: content.services.map((s) => s.id),
      lawFirms: content.lawFirms.map((f) => f.id),
      specialists: content.specialists.map((p) => p.nickname),
    });
    await writeContent(tx, content, catalogue);
    const written = await writeReviews(tx, content, catalogue);
    const copies = await writeReviewCopies(tx, scale, written.orderItemIds);
    await tx.query(`SET LOCAL huquq.defer_ratings = 'off'`);
    await tx.query('SELECT refresh_all_ratings()');
    return written.count + copies;
  });
  return done(reviews !== null, content, reviews ?? 0);
}
