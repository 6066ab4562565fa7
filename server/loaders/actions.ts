/**
 * The pages' actions by route id: the forms that post to their page without JavaScript
 * (shared/pages ActionDataByRoute). Each calls the API operation the page's script calls.
 */
import { markAllReadAction } from './account/notifications.js';
import { applicationAction } from './account/application.js';
import { firmAction } from './account/firm.js';
import { askAction } from './messages/ask.js';
import { threadAction } from './messages/thread.js';
import { claimStartAction } from './claims/template-start.js';
import { supportFormAction } from './directory/support-form.js';
import { templateFormAction } from './documents/template-form.js';
import type { ServerActions } from './index.js';
import { baseAmountAction } from './ops/base-amounts-form.js';
import { disputeDecisionAction } from './ops/dispute-decision.js';
import { applicationDecisionAction } from './ops/application-decision.js';
import { dutyFormAction } from './ops/duty-form.js';
import { courtFormAction } from './ops/courts-form.js';
import { reconcileAction } from './ops/reconcile-form.js';
import { reviewDecisionAction } from './ops/review-decision.js';

export const SERVER_ACTIONS: ServerActions = {
  support: supportFormAction,
  'documents-template': templateFormAction,
  'claims-template': claimStartAction,
  'account-notifications': markAllReadAction,
  'home-application': applicationAction,
  'home-firm': firmAction,
  'messages-new': askAction,
  'messages-thread': threadAction,
  'ops-base-amounts': baseAmountAction,
  'ops-reviews': reviewDecisionAction,
  'ops-payments': reconcileAction,
  'ops-disputes': disputeDecisionAction,
  'ops-applications': applicationDecisionAction,
  'ops-state-duty': dutyFormAction,
  'ops-courts': courtFormAction,
};
