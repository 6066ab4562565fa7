/**
 * A law firm's account, its people's side (issue 32, ADR 024; shapes in shared/account/firm.ts,
 * SQL in server/domain/account/firm.ts):
 *
 * - GET    /me/firm                      → the caller's firm, its people, invitations, the latest application
 * - PUT    /me/firm/application          → a registration or a claim to the operators; 422 invalid_firm
 *   naming what is missing; 409 firm_not_allowed (not a verified specialist, in a firm already),
 *   application_submitted (one is with the operators), firm_claimed (the page has an owner)
 * - POST   /me/firm/invites              → 201: to one PINFL (told in the site), or a link whose path is
 *   answered once; 409 firm_invited_already; 404 for anyone but the owner
 * - DELETE /me/firm/invites/{id}         → 204, withdrawn
 * - POST   /me/firm/invites/accept       → the caller joins (an invitation to their PINFL, or a link's
 *   token); 404 for an unknown, used, withdrawn or expired one; 409 firm_not_allowed
 * - PUT    /me/firm/members/{userId}     → the owner names what a member may do
 * - DELETE /me/firm/members/{userId}     → 204: the owner removes a member, or a member leaves
 *
 * A change of who is in a firm drops every replica's pages of the firm and the people's profiles.
 */
import { firmInvitePath, FIRM_FIELDS } from '../../../shared/account/firm.js';
import { createTranslator } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { messageFor } from '../../../shared/validation/index.js';
import { acceptInvite, applyForFirm, inviteMember, readOwnFirm, removeMember, setMemberRights, withdrawInvite } from '../../domain/account/firm.js';
import { Reply, type AreaHandlers, type HandlerSetup, type SignedInContext } from '../handler.js';

const byLanguage = <T>(make: (lang: Locale) => T): Record<Locale, T> => Object.fromEntries(LOCALES.map((lang) => [lang, make(lang)])) as Record<Locale, T>;

export function firmHandlers(setup: HandlerSetup) {
  const texts = byLanguage((lang) => createTranslator(lang, setup.resources).t);
  /** Every page showing firms or these people drops what it kept (the lists count members). */
  const changed = (ctx: SignedInContext) => ctx.changes.publish({ kind: 'everything' });

  return {
    getOwnFirm: (_input, { db, userId, lang }) => readOwnFirm(db, userId, lang),

    applyForFirm: async ({ body }, ctx) => {
      const { db, userId, lang } = ctx;
      const outcome = await applyForFirm(db, userId, body, lang);
      if (!outcome.ok) {
        switch (outcome.refused) {
          case 'incomplete': {
            const validation = ctx.messages.validation(lang);
            const fields = Object.fromEntries(
              FIRM_FIELDS.filter((field) => outcome.missing.includes(field)).map((field) => [
                field,
                messageFor({ key: 'required', params: {} }, texts[lang](`account:firm.fields.${field}`), validation),
              ]),
            );
            throw ctx.fail(422, 'invalid_firm', fields);
          }
          case 'submitted':
            throw ctx.fail(409, 'application_submitted');
          case 'claimed':
            throw ctx.fail(409, 'firm_claimed');
          case 'unknown_firm':
            return null;
          default:
            throw ctx.fail(409, 'firm_not_allowed');
        }
      }
      return readOwnFirm(db, userId, lang);
    },

    inviteFirmMember: async ({ body }, ctx) => {
      const outcome = await inviteMember(ctx.db, ctx.userId, body.pinfl ?? null, ctx.lang);
      if (!outcome.ok) {
        if (outcome.refused === 'not_owner') return null;
        if (outcome.refused === 'own_pinfl') throw ctx.fail(400, 'invalid_request', { pinfl: texts[ctx.lang]('account:firm.ownPinfl') });
        throw ctx.fail(409, 'firm_invited_already');
      }
      return new Reply({ invite: outcome.invite, path: outcome.token === null ? null : firmInvitePath(outcome.token) }, 201);
    },

    withdrawFirmInvite: async ({ params }, { db, userId }) => ((await withdrawInvite(db, userId, params.id)) ? undefined : null),

    acceptFirmInvite: async ({ body }, ctx) => {
      const outcome = await acceptInvite(ctx.db, ctx.userId, body);
      if (!outcome.ok) {
        if (outcome.refused === 'unknown') return null;
        throw ctx.fail(409, 'firm_not_allowed');
      }
      await changed(ctx);
      return readOwnFirm(ctx.db, ctx.userId, ctx.lang);
    },

    setFirmMemberRights: async ({ params, body }, ctx) => {
      if (!(await setMemberRights(ctx.db, ctx.userId, params.userId, body))) return null;
      return readOwnFirm(ctx.db, ctx.userId, ctx.lang);
    },

    removeFirmMember: async ({ params }, ctx) => {
      const removed = await removeMember(ctx.db, ctx.userId, params.userId);
      if (!removed) return null;
      await changed(ctx);
      return undefined;
    },
  } satisfies AreaHandlers;
}
