/**
 * The public reads of the statement-of-claim pages (categories, templates, one template, the duty
 * estimate, the courts of a type), kept as the catalogue's are: every visitor gets the same answers, for at most a
 * minute (server/loaders/catalogue/reads.ts). Made without the visitor's session.
 */
import type { StateDutyInput, StateDutyEstimate } from '../../../shared/api/claims/contract.js';
import { MAX_PAGE_SIZE } from '../../../shared/api/params.js';
import type { ClaimCategory, ClaimTemplateCard, ClaimTemplateDetail, Court, ListResult } from '../../../shared/api/types.js';
import type { Locale } from '../../../shared/locales.js';
import type { ClaimTemplateLink, ClaimTemplateSummary, DutyRuleView } from '../../../shared/pages/claims/types.js';
import type { ApiClient } from '../../api-client/types.js';
import { cachedRead } from '../catalogue/reads.js';

/** The whole shelf in one page (12 templates today; the API's largest page is 48). */
export const CLAIM_SHELF_SIZE = 48;

export function claimReads(api: ApiClient, lang: Locale) {
  const ctx = { lang };
  return {
    categories: (): Promise<ListResult<ClaimCategory>> => cachedRead(api, `${lang} claimCategories`, () => api.listClaimCategories({}, ctx)),
    /** Every template, the most used first. */
    shelf: (): Promise<ListResult<ClaimTemplateCard>> =>
      cachedRead(api, `${lang} claimTemplates ${CLAIM_SHELF_SIZE}`, () => api.listClaimTemplates({ page: 1, pageSize: CLAIM_SHELF_SIZE }, ctx)),
    template: (id: number): Promise<ClaimTemplateDetail> => cachedRead(api, `${lang} claimTemplate ${id}`, () => api.getClaimTemplate({ id }, ctx)),
    duty: (query: StateDutyInput): Promise<StateDutyEstimate> =>
      cachedRead(api, `${lang} stateDuty ${JSON.stringify(query)}`, () => api.getStateDuty(query, ctx)),
    /** Every court of a type (the builder's court step), read page by page: the list answers at most MAX_PAGE_SIZE at a time. */
    courts: (type: Court['type']): Promise<Court[]> =>
      cachedRead(api, `${lang} courts ${type}`, async () => {
        const all: Court[] = [];
        for (let page = 1; page <= 10; page += 1) {
          const result = await api.listCourts({ type, page, pageSize: MAX_PAGE_SIZE }, ctx);
          all.push(...result.items);
          if (all.length >= result.total || result.items.length === 0) break;
        }
        return all;
      }),
  };
}

export const templateLink = (card: ClaimTemplateCard): ClaimTemplateLink => ({
  id: card.id,
  title: card.title,
  courtType: card.courtType,
  pretrialRequired: card.pretrialRequired,
});

export function dutyRuleView(detail: ClaimTemplateDetail): DutyRuleView | null {
  const rule = detail.stateDuty.rule;
  if (!rule) return null;
  return { percent: rule.percent, minBca: rule.minBca, maxBca: rule.maxBca, fixedBca: rule.fixedBca, smallBusinessPercent: rule.smallBusinessPercent };
}

export const templateSummary = (detail: ClaimTemplateDetail): ClaimTemplateSummary => ({
  ...templateLink(detail),
  description: detail.description,
  duty: dutyRuleView(detail),
  exemptions: detail.stateDuty.exemptions.map((exemption) => exemption.name),
});
