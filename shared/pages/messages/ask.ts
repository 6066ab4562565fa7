/**
 * A question to a specialist (issue 31): the page /home/messages/new (route `messages-new`) and the
 * dialog the ask buttons open with JavaScript show the same form, fed by the same loader
 * (server/loaders/messages/ask.ts; the dialog reads the page's _payload.json). The address names
 * whom the question is for, by what the pages that link to it know:
 *
 * - `?specialist={nickname}`: a specialist's profile;
 * - `?service={id}`: a service's page or card (its specialist, or its firm's people to choose from);
 *   with `&topic=price` ("Ask for a price", a "from" price) the text starts with a line asking it;
 * - `?firm={id}`: a law firm's panel (one of its people, chosen in the form).
 *
 * What the form posts without JavaScript and is refused with comes back as `AskRefusal`.
 */
import type { Profession } from '../../api/types.js';
import type { PageMeta } from '../meta.js';

/** The page's address without its language. */
export const ASK_PATH = '/home/messages/new';

/** What the address names (validated: a nickname's or an id's shape; the loader finds them). */
export interface AskQuery {
  specialist?: string;
  service?: number;
  firm?: number;
  /** "Ask for a price": the text starts with a line asking it. */
  topic?: 'price';
}

const ID = /^[1-9][0-9]{0,9}$/;
const NICKNAME = /^[a-z0-9_.]{3,32}$/;

/** The query of an address, or null when it names nobody (or anything in it is malformed). */
export function parseAskQuery(search: URLSearchParams): AskQuery | null {
  const query: AskQuery = {};
  const specialist = search.get('specialist');
  const service = search.get('service');
  const firm = search.get('firm');
  if (specialist !== null) {
    if (!NICKNAME.test(specialist)) return null;
    query.specialist = specialist;
  }
  for (const [key, value] of [
    ['service', service],
    ['firm', firm],
  ] as const) {
    if (value === null) continue;
    if (!ID.test(value) || Number(value) > 2_147_483_647) return null;
    query[key] = Number(value);
  }
  if (query.specialist === undefined && query.service === undefined && query.firm === undefined) return null;
  if (search.get('topic') === 'price' && query.service !== undefined) query.topic = 'price';
  return query;
}

/** The address's query for a target, in one order: `service=7&topic=price`. */
export function askSearch(query: AskQuery): string {
  const search = new URLSearchParams();
  if (query.service !== undefined) search.set('service', String(query.service));
  else if (query.specialist !== undefined) search.set('specialist', query.specialist);
  else if (query.firm !== undefined) search.set('firm', String(query.firm));
  if (query.topic && query.service !== undefined) search.set('topic', query.topic);
  return search.toString();
}

/** The page's address for a target (without the language: a router link). */
export const askHref = (query: AskQuery): string => `${ASK_PATH}?${askSearch(query)}`;

/** Someone the question may go to. */
export interface AskSpecialist {
  id: number;
  nickname: string;
  name: string;
  profession: Profession;
  hue: number;
  photoUrl: string | null;
  verified: boolean;
}

/** Whom the question goes to, as the loader found them. */
export interface AskTarget {
  /** The address's query, canonical (askSearch): what the form posts to. */
  search: string;
  /** The same without the topic: the key a visitor's unsent text is kept under (the tab, or a guest's cookie). */
  key: string;
  /** One specialist; or the firm's people, one of whom the visitor picks. */
  specialists: AskSpecialist[];
  /** The firm when its people are chosen from. */
  firm: { id: number; name: string } | null;
  /**
   * What the question is about. `attached`: sent as the conversation's service (a specialist's
   * own); a firm's service is named in the text instead (a conversation is with a specialist).
   */
  service: { id: number; title: string; price: number; priceKind: 'fixed' | 'from'; attached: boolean } | null;
  /** "Ask for a price": the text starts with a line asking it. */
  price: boolean;
}

export interface AskPageData {
  /** Null: the address names nobody (the page says where to find a specialist). */
  target: AskTarget | null;
  /** A guest's text kept through signing in without JavaScript (its cookie), and whom they chose. */
  kept: { text: string; specialistId: number | null } | null;
  meta: PageMeta;
  [key: string]: unknown;
}

/** The form posted without JavaScript and refused: the text as sent and why, in the visitor's language. */
export interface AskRefusal {
  text: string;
  specialistId: number | null;
  /** The message's own problem (empty, too long): under the field. */
  field: string | null;
  /** Anything else (the daily limit, a block, your own profile, too fast): above the button. */
  problem: string | null;
}
