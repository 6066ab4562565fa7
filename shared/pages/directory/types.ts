/**
 * What the directory pages (/lawfirms, /reference, /support and their items) render: the
 * loaders' payloads (server/loaders/*) cut down to what a card or a page shows (docs/design.md §6:
 * small payloads), and the same shapes the law-firm page builds from the API when a firm opens
 * in the browser (./views.ts maps both).
 */
import type { PageMeta } from '../meta.js';
import type { Profession, Rating } from '../../api/types.js';
import type { SupportTicketField } from '../../api/directory/support-ticket-fields.js';
import type { RichTextDocument } from '../../richtext/types.js';
import type { ReviewList } from '../../api/reviews/contract.js';

/** A named filter value (a region, a section, a topic). */
export interface Option {
  slug: string;
  name: string;
}

/** One page of a list with numbered pages. */
export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The word searched instead of the visitor's mistyped one, which found nothing (ListResult.corrected). */
  corrected?: string;
}

/**
 * A list that grows as the visitor scrolls: pages 1…`pages` of `pageSize`, all shown; or, asked
 * with `from=n` (the browser's next page, client/components/lists/useGrowingList.ts), page n alone.
 */
export interface GrowingList<T> {
  items: T[];
  total: number;
  /** The last page shown (the URL's `page`). */
  pages: number;
  pageSize: number;
  /** The word searched instead of the visitor's mistyped one, which found nothing (ListResult.corrected). */
  corrected?: string;
}

// ─────────────────────────────── /lawfirms ───────────────────────────────

export interface FirmCardView {
  id: number;
  name: string;
  excerpt: string;
  region: string;
  city: string;
  verified: boolean;
  rating: Rating | null;
  foundedYear: number | null;
  specialistCount: number;
  /** The first practice areas. */
  practice: string[];
  hue: number;
  logoUrl: string | null;
}

export interface FirmPersonView {
  nickname: string;
  name: string;
  profession: Profession;
  hue: number;
  photoUrl: string | null;
  verified: boolean;
  rating: Rating | null;
}

export interface FirmPanelView extends Omit<FirmCardView, 'excerpt'> {
  description: string;
  address: string;
  phone: string;
  email: string | null;
  website: string | null;
  specialists: FirmPersonView[];
}

export interface LawfirmsFilters {
  q: string;
  region: string;
  page: number;
}

export interface LawfirmsPageData {
  meta: PageMeta;
  filters: LawfirmsFilters;
  regions: Option[];
  list: PagedList<FirmCardView>;
  /** The firm opened by ?firm= (its panel is rendered open). */
  firm: FirmPanelView | null;
  /** The first page of the opened firm's visible reviews (its own services'), null when no firm is open. */
  reviews: ReviewList | null;
  [key: string]: unknown;
}

// ─────────────────────────────── /reference ──────────────────────────────

export interface ArticleCardView {
  id: number;
  title: string;
  summary: string;
  category: Option;
  publishedAt: string;
  hasVideo: boolean;
}

export interface CategoryCount extends Option {
  count: number;
}

export interface ListFilters {
  q: string;
  category: string;
}

export interface ReferencePageData {
  meta: PageMeta;
  filters: ListFilters;
  categories: CategoryCount[];
  list: GrowingList<ArticleCardView>;
  [key: string]: unknown;
}

export interface ArticleView extends ArticleCardView {
  body: RichTextDocument;
  video: { src: string; poster: string | null } | null;
  reviewedBy: { nickname: string; name: string } | null;
}

export interface ReferenceArticlePageData {
  meta: PageMeta;
  article: ArticleView;
  related: ArticleCardView[];
  [key: string]: unknown;
}

// ─────────────────────────────── /support ────────────────────────────────

export interface QuestionCardView {
  id: number;
  question: string;
  category: Option;
  featured: boolean;
}

/** The contact form as the page shows it: empty (or prefilled), or as posted without JavaScript and refused (the action's answer). */
export interface ContactFormState {
  values: Partial<Record<SupportTicketField, string>>;
  errors: Partial<Record<SupportTicketField, string>>;
  /** Refused as a whole: too many posts from this connection. */
  retryAfter: number | null;
}

export interface SupportPageData {
  meta: PageMeta;
  filters: ListFilters;
  categories: CategoryCount[];
  list: GrowingList<QuestionCardView>;
  form: ContactFormState;
  /** The form token of a signed-in visitor (server/security/csrf.ts); guests need none. */
  csrf: string | null;
  [key: string]: unknown;
}

export interface SupportQuestionPageData {
  meta: PageMeta;
  question: QuestionCardView & { answer: RichTextDocument };
  related: QuestionCardView[];
  [key: string]: unknown;
}
