/**
 * Quotes (issue 31, ADR 020): the specialist offers one of their services at an agreed price (never
 * below the service's price, the "from" of a "from" price), for so many days of work, holding for
 * a few days; the client accepts (the basket holds it at that price, once) or declines. Each is a
 * message of the conversation, and tells the other side (notify_user) in the same transaction.
 */
import { QUOTE_VALID_DAYS_DEFAULT, type Quote } from '../../../shared/api/messages/contract.js';
import type { Locale } from '../../../shared/locales.js';
import type { Queryable } from '../../db/adapter.js';
import { inTransaction } from '../../sql/transaction.js';
import { basketIdOf } from '../orders/basket.js';
import { participantOf, peopleOf } from './participants.js';
import { quoteOf, quoteStateOf, QUOTE_COLUMNS, type QuoteRow } from './quote-state.js';
import { recordEvents } from './writes.js';

export async function readQuote(db: Queryable, id: number, lang: Locale): Promise<Quote> {
  const { rows } = await db.query<QuoteRow>(`${QUOTE_COLUMNS} WHERE q.id = $1`, [id, lang]);
  return quoteOf(rows[0]!, new Date());
}

export type CreateQuoteResult =
  | { ok: true; quote: Quote; people: number[] }
  | { ok: false; reason: 'not_specialist' | 'unknown_service' | 'conversation_closed' }
  | { ok: false; reason: 'quote_below_price'; min: number };

/** The specialist of conversation `id` sends a quote. Null: not theirs. */
export function createQuote(
  db: Queryable,
  userId: number,
  id: number,
  input: { serviceId: number; description: string; price: number; days: number; validDays?: number | undefined },
  lang: Locale,
): Promise<CreateQuoteResult | null> {
  return inTransaction(db, async (tx) => {
    const participant = await participantOf(tx, userId, id, true);
    if (!participant) return null;
    const { conversation } = participant;
    if (participant.side !== 'specialist') return { ok: false, reason: 'not_specialist' };
    if (conversation.closed_at !== null || conversation.blocked) return { ok: false, reason: 'conversation_closed' };
    const { rows: service } = await tx.query<{ price: number }>(
      'SELECT price FROM services WHERE id = $1 AND specialist_id = $2 AND published AND ikpu_code IS NOT NULL',
      [input.serviceId, conversation.specialist_id],
    );
    if (!service[0]) return { ok: false, reason: 'unknown_service' };
    const min = Number(service[0].price);
    if (input.price < min) return { ok: false, reason: 'quote_below_price', min };
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO quotes (conversation_id, service_id, title, description, price, days, valid_until)
       SELECT $1, sv.id, sv.title, $3, $4, $5, date_trunc('milliseconds', now()) + make_interval(days => $6::int)
         FROM services sv WHERE sv.id = $2
       RETURNING id`,
      [id, input.serviceId, input.description, input.price, input.days, input.validDays ?? QUOTE_VALID_DAYS_DEFAULT],
    );
    const quoteId = Number(rows[0]!.id);
    await tx.query("INSERT INTO conversation_messages (conversation_id, author_user_id, side, quote_id) VALUES ($1, $2, 'specialist', $3)", [
      id,
      userId,
      quoteId,
    ]);
    await tx.query('UPDATE conversations SET last_message_at = now() WHERE id = $1', [id]);
    const people = peopleOf(conversation);
    await recordEvents(tx, people, 'quote', { conversationId: id, quoteId });
    await tx.query(
      `SELECT notify_user($1, 'quote_sent', jsonb_build_object('conversationId', $2::bigint, 'quoteId', q.id, 'title', l10n_text(q.title, u.locale), 'price', q.price,
                          'from', l10n_text(sp.first_name, u.locale) || ' ' || l10n_text(sp.last_name, u.locale)), '/home/messages/' || $2::bigint)
         FROM quotes q, users u, specialists sp WHERE q.id = $3 AND u.id = $1 AND sp.id = $4`,
      [conversation.client_user_id, id, quoteId, conversation.specialist_id],
    );
    return { ok: true, quote: await readQuote(tx, quoteId, lang), people };
  });
}

export type AnswerQuoteResult =
  | { ok: true; quote: Quote; people: number[] }
  | { ok: false; reason: 'quote_expired' | 'quote_answered' | 'not_client'; quote: Quote };

/**
 * The client accepts (the quote goes into their basket at its price, as one item, replacing what
 * the basket held of that service) or declines a quote that is still offered and in time. Null:
 * not a quote of the caller's conversations.
 */
export function answerQuote(db: Queryable, userId: number, quoteId: number, answer: 'accepted' | 'declined', lang: Locale): Promise<AnswerQuoteResult | null> {
  return inTransaction(db, async (tx) => {
    const { rows: found } = await tx.query<{ conversation_id: number }>('SELECT conversation_id FROM quotes WHERE id = $1 FOR UPDATE', [quoteId]);
    if (!found[0]) return null;
    const participant = await participantOf(tx, userId, Number(found[0].conversation_id));
    if (!participant) return null;
    const { rows } = await tx.query<QuoteRow>(`${QUOTE_COLUMNS} WHERE q.id = $1`, [quoteId, lang]);
    const row = rows[0]!;
    const quote = quoteOf(row, new Date());
    if (participant.side !== 'client') return { ok: false, reason: 'not_client', quote };
    // An accepted quote whose order was cancelled, or that left the basket, may be put back while it holds.
    const again = answer === 'accepted' && row.status === 'accepted' && row.order_id === null;
    if (row.status !== 'offered' && !again) return { ok: false, reason: 'quote_answered', quote };
    if (quoteStateOf(row, new Date()) === 'expired' || row.service_id === null) return { ok: false, reason: 'quote_expired', quote };
    if (!again) await tx.query("UPDATE quotes SET status = $2, answered_at = date_trunc('milliseconds', now()) WHERE id = $1", [quoteId, answer]);
    if (answer === 'accepted') {
      const basketId = await basketIdOf(tx, userId);
      await tx.query(
        `INSERT INTO basket_items (basket_id, service_id, quantity, unit_price, quote_id) VALUES ($1, $2, 1, $3, $4)
         ON CONFLICT (basket_id, service_id) DO UPDATE SET quantity = 1, unit_price = EXCLUDED.unit_price, quote_id = EXCLUDED.quote_id, added_at = now()`,
        [basketId, row.service_id, row.price, quoteId],
      );
    }
    const { conversation } = participant;
    const people = peopleOf(conversation);
    if (again) return { ok: true, quote: await readQuote(tx, quoteId, lang), people };
    await recordEvents(tx, people, 'quote', { conversationId: conversation.id, quoteId });
    await tx.query(
      `SELECT notify_user($1, $2, jsonb_build_object('conversationId', $3::bigint, 'quoteId', q.id, 'title', l10n_text(q.title, coalesce(u.locale, 'uz')), 'price', q.price,
                          'from', btrim(initcap(cu.first_name) || ' ' || initcap(cu.last_name))), '/home/messages/' || $3::bigint)
         FROM quotes q JOIN users cu ON cu.id = $5 LEFT JOIN users u ON u.id = $1 WHERE q.id = $4`,
      [conversation.specialist_user_id, answer === 'accepted' ? 'quote_accepted' : 'quote_declined', conversation.id, quoteId, conversation.client_user_id],
    );
    return { ok: true, quote: await readQuote(tx, quoteId, lang), people };
  });
}
