/**
 * The conversations' operations (issue 31, ADR 020; contract and statuses in
 * shared/api/messages/contract.ts; SQL in server/domain/messages). Only a conversation's two
 * people reach it: anyone else gets 404 for it, its messages, files and quotes. A write commits its
 * messages, events and notifications together, then rings the live stream of both people on every
 * replica (server/events/ring.ts). Files arrive from the router's multipart reader (ADR 020) and
 * are recognised by their bytes here; a visitor's own document or generated claim is attached as
 * its PDF, rendered before the transaction.
 */
import { MESSAGE_FILE_MAX_BYTES, CONVERSATION_FILES_MAX_BYTES, type AttachmentRef, type UploadedFile } from '../../../shared/api/messages/contract.js';
import { formatMoney } from '../../../shared/format/money.js';
import { documentMacros } from '../../../shared/documents/fields.js';
import { createTranslator } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { generatedClaimFile } from '../../domain/claims/own-claims.js';
import { exportOwnDocument } from '../../domain/documents/actions.js';
import { checkUpload, type CheckedFile } from '../../domain/messages/files.js';
import { answerQuote, createQuote } from '../../domain/messages/quotes.js';
import { conversationFor, getConversation, listConversations, messageFor, messagesAfter } from '../../domain/messages/threads.js';
import { addMessage, askSpecialist, markRead, reportConversation, setBlocked, setClosed } from '../../domain/messages/writes.js';
import { participantOf } from '../../domain/messages/participants.js';
import { EXPORT_FORMATS } from '../../documents/exports.js';
import { ringUsers } from '../../events/ring.js';
import { Reply, type AreaHandlers, type HandlerSetup, type SignedInContext } from '../handler.js';

type Translate = ReturnType<typeof createTranslator>['t'];

/** Megabytes as the refusal says them. */
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function messageHandlers(setup: HandlerSetup) {
  const translators = Object.fromEntries(LOCALES.map((lang) => [lang, createTranslator(lang, setup.resources).t])) as Record<Locale, Translate>;

  const tooLarge = (ctx: SignedInContext) =>
    ctx.fail(413, 'files_too_large', undefined, { file: megabytes(MESSAGE_FILE_MAX_BYTES), total: megabytes(CONVERSATION_FILES_MAX_BYTES) });

  /** The sent files checked by their bytes: 413 over the size, 415 for a type not taken. */
  const checkFiles = async (files: readonly UploadedFile[], ctx: SignedInContext): Promise<CheckedFile[]> => {
    const checked: CheckedFile[] = [];
    for (const file of files) {
      if (file.bytes.length > MESSAGE_FILE_MAX_BYTES) throw tooLarge(ctx);
      if (file.bytes.length === 0) throw ctx.fail(415, 'file_type');
      const ok = await checkUpload(file);
      if (!ok) throw ctx.fail(415, 'file_type');
      checked.push(ok);
    }
    return checked;
  };

  /** The caller's own papers as PDFs (a document as it is now; a claim as generated): 404 for another's, 409 before a claim is generated. */
  const papers = async (refs: readonly AttachmentRef[], ctx: SignedInContext): Promise<CheckedFile[]> => {
    const pdf = EXPORT_FORMATS.pdf;
    const files: CheckedFile[] = [];
    for (const ref of refs) {
      if (ref.kind === 'document') {
        const document = await exportOwnDocument(ctx.db, ctx.userId, ref.id, ctx.lang);
        if (!document) throw ctx.notFound();
        const bytes = await pdf.render({
          title: document.title,
          locale: document.locale,
          body: document.body,
          macros: documentMacros(document.fields, document.fieldValues, document.locale),
        });
        files.push((await checkUpload({ name: `${document.title}.pdf`, type: pdf.mime, bytes }))!);
      } else {
        const { rows } = await ctx.db.query('SELECT 1 FROM user_claims WHERE id = $1 AND user_id = $2', [ref.id, ctx.userId]);
        if (rows.length === 0) throw ctx.notFound();
        const claim = await generatedClaimFile(ctx.db, ctx.userId, ref.id, undefined);
        if (!claim) throw ctx.fail(409, 'attachment_unavailable');
        const bytes = await pdf.render({ title: claim.title, locale: claim.locale, body: claim.body });
        files.push((await checkUpload({ name: `${claim.title}.pdf`, type: pdf.mime, bytes }))!);
      }
    }
    return files;
  };

  /** The conversation as the caller reads it after a change (it is theirs: the change said so). */
  const reread = async (ctx: SignedInContext, id: number) => {
    const participant = await participantOf(ctx.db, ctx.userId, id);
    return participant ? conversationFor(ctx.db, ctx.userId, participant, ctx.lang) : null;
  };

  /** The client answers a quote: 404 for anyone else, 409 once answered or expired. */
  const answer = async (ctx: SignedInContext, id: number, to: 'accepted' | 'declined') => {
    const done = await answerQuote(ctx.db, ctx.userId, id, to, ctx.lang);
    if (!done) return null;
    if (!done.ok) {
      if (done.reason === 'not_client') return null;
      throw ctx.fail(409, done.reason);
    }
    await ringUsers(ctx.changes, done.people);
    return done.quote;
  };

  return {
    listConversations: ({ query }, ctx) => listConversations(ctx.db, ctx.userId, query, ctx.lang),

    getConversation: ({ params, query }, ctx) => getConversation(ctx.db, ctx.userId, params.id, ctx.lang, query.before),

    listMessages: async ({ params, query }, ctx) => {
      const items = await messagesAfter(ctx.db, ctx.userId, params.id, query.after, ctx.lang);
      return items === null ? null : { items };
    },

    createConversation: async ({ body }, ctx) => {
      const done = await askSpecialist(ctx.db, ctx.userId, body);
      if (!done.ok) {
        if (done.reason === 'unknown') return null;
        if (done.reason === 'conversation_limit') throw ctx.fail(429, 'conversation_limit', undefined, { max: 10 });
        if (done.reason === 'message_limit') throw ctx.fail(429, 'message_limit');
        throw ctx.fail(409, done.reason);
      }
      await ringUsers(ctx.changes, done.people);
      const conversation = await reread(ctx, done.id);
      return conversation && new Reply(conversation, done.created ? 201 : 200);
    },

    createMessage: async ({ params, body }, ctx) => {
      if (!(await participantOf(ctx.db, ctx.userId, params.id))) return null;
      const files = [...(await checkFiles(body.files, ctx)), ...(await papers(body.attach, ctx))];
      const done = await addMessage(ctx.db, ctx.userId, params.id, body.text, files);
      if (!done) return null;
      if (!done.ok) {
        if (done.reason === 'files_too_large') throw tooLarge(ctx);
        throw ctx.fail(done.reason === 'message_limit' ? 429 : 409, done.reason);
      }
      await ringUsers(ctx.changes, done.people);
      return messageFor(ctx.db, done.messageId, done.side, ctx.lang);
    },

    readConversation: async ({ params, body }, ctx) => {
      const done = await markRead(ctx.db, ctx.userId, params.id, body.upTo);
      if (!done) return null;
      await ringUsers(ctx.changes, done.people);
      return undefined;
    },

    closeConversation: async ({ params }, ctx) => {
      const done = await setClosed(ctx.db, ctx.userId, params.id, true);
      if (!done?.ok) return null;
      await ringUsers(ctx.changes, done.people);
      return reread(ctx, params.id);
    },

    reopenConversation: async ({ params }, ctx) => {
      const done = await setClosed(ctx.db, ctx.userId, params.id, false);
      if (!done?.ok) return null;
      await ringUsers(ctx.changes, done.people);
      return reread(ctx, params.id);
    },

    blockConversation: async ({ params, body }, ctx) => {
      const done = await setBlocked(ctx.db, ctx.userId, params.id, body.blocked);
      if (!done?.ok) return null;
      await ringUsers(ctx.changes, done.people);
      return reread(ctx, params.id);
    },

    reportConversation: async ({ params, body }, ctx) => {
      const conversation = await getConversation(ctx.db, ctx.userId, params.id, ctx.lang);
      if (conversation?.side !== 'client') return null;
      const t = translators[ctx.lang];
      const done = await reportConversation(ctx.db, ctx.userId, params.id, {
        reason: body.reason,
        subject: t('messages:report.subject', { id: params.id }),
        intro: t('messages:report.intro', { specialist: conversation.counterpart.name }),
        locale: ctx.lang,
      });
      return done?.ok ? { ticketId: done.ticketId } : null;
    },

    createQuote: async ({ params, body }, ctx) => {
      const done = await createQuote(ctx.db, ctx.userId, params.id, body, ctx.lang);
      if (!done || (!done.ok && done.reason === 'not_specialist')) return null;
      if (!done.ok) {
        if (done.reason === 'unknown_service')
          throw ctx.fail(422, 'invalid_request', { serviceId: ctx.messages.validation(ctx.lang)('validation:invalid', {}) });
        if (done.reason !== 'quote_below_price') throw ctx.fail(409, 'conversation_closed');
        const min = formatMoney(done.min, ctx.lang);
        throw ctx.fail(422, 'quote_below_price', { price: ctx.messages.error(ctx.lang, 'quote_below_price', { min }) }, { min });
      }
      await ringUsers(ctx.changes, done.people);
      return done.quote;
    },

    acceptQuote: ({ params }, ctx) => answer(ctx, params.id, 'accepted'),

    declineQuote: ({ params }, ctx) => answer(ctx, params.id, 'declined'),
  } satisfies AreaHandlers;
}
