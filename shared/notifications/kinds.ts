/**
 * The notification kinds (issue 31), in the order the settings list them: a module without zod,
 * so the browser can hold the list without bringing zod (and its eval probe against the CSP) into
 * a page's chunk. The contract (shared/api/notifications/contract.ts) takes its schema from here.
 */
export const NOTIFICATION_KINDS = [
  'message',
  'quote_sent',
  'quote_accepted',
  'quote_declined',
  'quote_expiring',
  'order_paid',
  'order_started',
  'order_done',
  'order_completed',
  'order_disputed',
  'review_written',
  'review_answered',
  'review_hidden',
  'claim_duty_changed',
  'application_submitted',
  'application_approved',
  'application_returned',
  'application_rejected',
  'firm_approved',
  'firm_returned',
  'firm_rejected',
  'firm_invited',
  'firm_joined',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The same list, for the settings' checkboxes. */
export const NOTIFICATION_KIND_LIST: readonly NotificationKind[] = NOTIFICATION_KINDS;
