import type { ClaimTemplateDetail, ClaimValueRule } from '../../../shared/api/types.js';
import { defaultExemption } from '../../../shared/claims/duty.js';
import { dutyAnswersOf, stateDutyQueryOf } from '../../../shared/claims/duty-answers.js';
import { guestClaimStepOf, type ClaimValueAnswer } from '../../../shared/claims/types.js';
import { isLocale, type Locale } from '../../../shared/locales.js';
import type { ClaimTemplatePageData, ClaimTemplateView, DutyExampleView } from '../../../shared/pages/claims/types.js';
import type { ApiClient } from '../../api-client/types.js';
import { orNotFound } from '../catalogue/not-found.js';
import { catalogueReads } from '../catalogue/reads.js';
import { claimReads, templateSummary } from './reads.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

const SOM = 100;

/**
 * The claim each rule's duty example is counted for (tiyin): a debt of 10 million soʻm (50 million
 * between businesses), property worth 300 million, 1.5 million a month of maintenance, a million a
 * month of periodic payments. An illustration the page labels as such, not a legal figure.
 */
function exampleAnswer(rule: ClaimValueRule, economic: boolean): ClaimValueAnswer | null {
  switch (rule) {
    case 'amount-sought':
      return { rows: [{ kind: 'principal', amount: (economic ? 50_000_000 : 10_000_000) * SOM, basis: '' }] };
    case 'property-value':
      return { propertyValue: 300_000_000 * SOM };
    case 'alimony-one-year':
      return { monthly: 1_500_000 * SOM };
    case 'periodic-three-years':
      return { monthly: 1_000_000 * SOM };
    case 'non-property':
      return null;
  }
}

/**
 * The duty for the example claim (and for a small business where the rule halves it), through
 * GET /state-duty, with the exemption a new claim of the template starts with: an exempt plaintiff
 * reads 0, the ground, and what the court recovers from the defendant.
 */
async function dutyExample(api: ApiClient, detail: ClaimTemplateDetail, lang: Locale): Promise<DutyExampleView | null> {
  if (!detail.stateDuty.rule) return null;
  const read = claimReads(api, lang);
  const answer = exampleAnswer(detail.claimValueRule, detail.courtType === 'economic');
  const exemption = defaultExemption(detail.stateDuty.exemptions.map((e) => e.slug));
  const inputs = answer
    ? { ...dutyAnswersOf(detail.claimValueRule, answer), exemption: exemption ?? null }
    : { claimValue: null, smallBusiness: false, exemption: exemption ?? null };
  const query = stateDutyQueryOf(detail.id, inputs);
  const [estimate, smallBusiness] = await Promise.all([
    read.duty(query),
    detail.stateDuty.rule.smallBusinessPercent !== null ? read.duty(stateDutyQueryOf(detail.id, { ...inputs, smallBusiness: true })) : null,
  ]);
  return {
    claimValue: estimate.claimValue === null ? null : String(estimate.claimValue),
    monthly: answer?.monthly !== undefined ? String(answer.monthly) : null,
    duty: String(estimate.duty),
    smallBusinessDuty: smallBusiness?.reduced ? String(smallBusiness.duty) : null,
    baseAmount: String(estimate.baseAmount),
    baseAmountDate: estimate.baseAmountDate,
    exemption: estimate.exemption ? { name: estimate.exemption.name, ground: estimate.exemption.ground } : null,
    recoverable: estimate.recoverable === null ? null : String(estimate.recoverable),
    unconfirmed: estimate.unconfirmed,
    checkedOn: estimate.rule.checkedOn,
    calculatorUrl: estimate.calculatorUrl,
  };
}

export function claimTemplateView(detail: ClaimTemplateDetail): ClaimTemplateView {
  return {
    ...templateSummary(detail),
    category: { id: detail.category.id, name: detail.category.name },
    jurisdictionNote: detail.jurisdictionNote,
    courtRule: detail.courtRule,
    claimValueRule: detail.claimValueRule,
    exemptionDetails: detail.stateDuty.exemptions.map((exemption) => ({ name: exemption.name, explanation: exemption.explanation, ground: exemption.ground })),
    dutyNote: detail.stateDuty.note,
    demands: detail.demands.map((demand) => ({ text: demand.text, optional: demand.optional })),
    attachments: detail.attachments,
    note: detail.note,
  };
}

/**
 * /statement-of-claim/templates/{idx}: what the claim is for, what the visitor will need, which
 * court and why, a state-duty example (an estimate, with the official calculator named) and
 * "Start". The claim's language is `?lang=` (kept through signing in), else the page's; an
 * English page starts an Uzbek claim (courts take Uzbek or Russian). A guest's `?step=court` or
 * `?step=parties` is the builder's first steps on this page (answers kept in the tab until they
 * sign in). An unknown template is the 404 page. "Start" without JavaScript is the route's
 * action (./template-start.ts).
 */
export const claimTemplateLoader: ServerLoader<PageDataOf<'claims-template'>> = async ({ request, params }, { api, apiContext, locale, t }) => {
  const read = claimReads(api, locale);
  const detail = await orNotFound(read.template(Number(params.idx)));
  const search = new URL(request.url).searchParams;
  // A guest's first steps (?step=court|parties): the template's rules and the regions for the
  // court step; a signed-in visitor starts a claim of their own instead, so they get the page.
  const guestStep = apiContext.session ? null : guestClaimStepOf(search.get('step'));
  const [duty, regions] = await Promise.all([dutyExample(api, detail, locale), guestStep ? catalogueReads(api, locale).regions() : null]);
  const asked = search.get('lang');
  const page: ClaimTemplatePageData = {
    template: claimTemplateView(detail),
    guest: guestStep && regions ? { step: guestStep, template: { ...detail, body: [], fields: [] }, regions: regions.items } : null,
    duty,
    claimLocale: isLocale(asked) ? asked : locale === 'en' ? 'uz' : locale,
    meta: { title: `${detail.title} · ${t('pages:claims.title')}`, description: detail.description },
  };
  return page;
};
