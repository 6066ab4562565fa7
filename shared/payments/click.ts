/**
 * Click's SHOP API (docs/protocols.md §3): the fields it posts, its error codes, and the string its
 * MD5 signature covers. Pure; the server hashes and compares (server/payments/click-router.ts).
 */

export const CLICK_ACTION = { prepare: '0', complete: '1' } as const;

/**
 * How long a prepared Click payment that was never completed holds its order (ADR 012): Click
 * sends Complete seconds after the debit, so after 30 minutes the payment was given up. It is then
 * cancelled the next time the order is touched (a payer's cancel, another payment, its Complete).
 */
export const CLICK_PREPARE_TTL_MS = 30 * 60 * 1000;

/** Our answers' error codes with Click's own notes. */
export const CLICK_ERRORS = {
  success: { code: 0, note: 'Success' },
  signFailed: { code: -1, note: 'SIGN CHECK FAILED!' },
  wrongAmount: { code: -2, note: 'Incorrect parameter amount' },
  actionNotFound: { code: -3, note: 'Action not found' },
  alreadyPaid: { code: -4, note: 'Already paid' },
  orderNotFound: { code: -5, note: 'User does not exist' },
  transactionNotFound: { code: -6, note: 'Transaction does not exist' },
  updateFailed: { code: -7, note: 'Failed to update user' },
  badRequest: { code: -8, note: 'Error in request from click' },
  cancelled: { code: -9, note: 'Transaction cancelled' },
} as const;
export type ClickErrorName = keyof typeof CLICK_ERRORS;

/** The posted fields as strings, exactly as they came. */
export interface ClickRequest {
  click_trans_id: string;
  service_id: string;
  click_paydoc_id: string;
  merchant_trans_id: string;
  /** Complete only. */
  merchant_prepare_id?: string;
  amount: string;
  action: string;
  error: string;
  error_note: string;
  sign_time: string;
  sign_string: string;
}

const DIGITS = /^\d{1,20}$/;
const SIGNED = /^-?\d{1,10}$/;
const SIGN_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * The posted form as a ClickRequest, or null when a field is missing or not of its form (a
 * 64-bit id stays text: it is never made a JS number before hashing).
 */
export function parseClickRequest(form: Readonly<Record<string, unknown>>, complete: boolean): ClickRequest | null {
  const text = (name: string, max = 64): string | null => {
    const value = form[name];
    return typeof value === 'string' && value.length <= max ? value : null;
  };
  const fields = {
    click_trans_id: text('click_trans_id'),
    service_id: text('service_id'),
    click_paydoc_id: text('click_paydoc_id'),
    merchant_trans_id: text('merchant_trans_id'),
    amount: text('amount'),
    action: text('action'),
    error: text('error'),
    error_note: text('error_note', 1000) ?? '',
    sign_time: text('sign_time'),
    sign_string: text('sign_string'),
  };
  const prepareId = complete ? text('merchant_prepare_id') : null;
  if (complete && (prepareId === null || !DIGITS.test(prepareId))) return null;
  const { click_trans_id, service_id, click_paydoc_id, merchant_trans_id, amount, action, error, sign_time, sign_string } = fields;
  if (click_trans_id === null || !DIGITS.test(click_trans_id)) return null;
  if (service_id === null || !DIGITS.test(service_id)) return null;
  if (click_paydoc_id === null || !DIGITS.test(click_paydoc_id)) return null;
  if (merchant_trans_id === null || merchant_trans_id === '') return null;
  if (amount === null || action === null || error === null || !SIGNED.test(error)) return null;
  if (sign_time === null || !SIGN_TIME.test(sign_time) || sign_string === null) return null;
  return {
    click_trans_id,
    service_id,
    click_paydoc_id,
    merchant_trans_id,
    ...(prepareId === null ? {} : { merchant_prepare_id: prepareId }),
    amount,
    action,
    error,
    error_note: fields.error_note,
    sign_time,
    sign_string,
  };
}

/**
 * What the MD5 covers, the raw strings joined without separators:
 * click_trans_id + service_id + SECRET_KEY + merchant_trans_id + [merchant_prepare_id] + amount + action + sign_time
 * (merchant_prepare_id only for Complete).
 */
export function clickSignSource(request: Omit<ClickRequest, 'sign_string' | 'error' | 'error_note' | 'click_paydoc_id'>, secretKey: string): string {
  return `${request.click_trans_id}${request.service_id}${secretKey}${request.merchant_trans_id}${request.merchant_prepare_id ?? ''}${request.amount}${request.action}${request.sign_time}`;
}
