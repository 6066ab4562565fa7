/**
 * Fiscal receipts (issue 29, ADR 016): what Uzbekistan's fiscal receipt needs of each line, and
 * the two shapes the providers take it in. Payme reads it from our CheckPerformTransaction answer
 * (`detail`); Click takes it in a call of its Merchant API after the payment (`submit_items`).
 * Pure: the server reads the order's lines and sends them.
 */

/** An IKPU/MXIK code: 17 digits, from the classifier at https://tasnif.soliq.uz/. */
export const IKPU_CODE = /^[0-9]{17}$/;
/** A package code of the classifier (up to 20 digits; Click's `PackageCode` is string(20)). */
export const PACKAGE_CODE = /^[0-9]{1,20}$/;
/** Where a seller finds the codes. */
export const IKPU_CLASSIFIER_URL = 'https://tasnif.soliq.uz/';

/** One line of an order as the receipt prints it. Money in tiyin. */
export interface ReceiptLine {
  title: string;
  unitPrice: number;
  quantity: number;
  code: string | null;
  packageCode: string | null;
  vatPercent: number | null;
}

/** A line whose fiscal data is complete. */
type FiscalLine<L extends ReceiptLine> = L & { code: string; packageCode: string; vatPercent: number };

/** The lines, when every one carries its code, package code and VAT rate; null otherwise. */
export function fiscalLines<L extends ReceiptLine>(lines: readonly L[]): Array<FiscalLine<L>> | null {
  if (lines.length === 0) return null;
  const complete = lines.every((line) => line.code !== null && line.packageCode !== null && line.vatPercent !== null);
  return complete ? (lines as Array<FiscalLine<L>>) : null;
}

/** The VAT contained in a price that includes it, in whole tiyin (rounded half up). */
export function vatIncluded(total: number, vatPercent: number): number {
  if (vatPercent === 0) return 0;
  return Math.floor((total * vatPercent) / (100 + vatPercent) + 0.5);
}

export interface PaymeReceiptItem {
  title: string;
  /** Tiyin, for one unit: the items' price × count add up to the payment's amount. */
  price: number;
  count: number;
  code: string;
  package_code: string;
  vat_percent: number;
}

export interface PaymeReceiptDetail {
  /** 0: a sale. */
  receipt_type: 0;
  items: PaymeReceiptItem[];
}

/** Payme's `detail` for CheckPerformTransaction (Merchant API, "fiscalization"); null without complete lines. */
export function paymeReceiptDetail(lines: readonly ReceiptLine[]): PaymeReceiptDetail | null {
  const complete = fiscalLines(lines);
  if (!complete) return null;
  return {
    receipt_type: 0,
    items: complete.map((line) => ({
      title: line.title,
      price: line.unitPrice,
      count: line.quantity,
      code: line.code,
      package_code: line.packageCode,
      vat_percent: line.vatPercent,
    })),
  };
}

/** A line with its seller, whom the receipt names as the principal of a commission sale. */
export interface SoldLine extends ReceiptLine {
  sellerTin: string | null;
  sellerPinfl: string | null;
}

export interface ClickFiscalItem {
  /** string(63): the name, with its unit at the end. */
  Name: string;
  SPIC: string;
  PackageCode: string;
  /** Tiyin for one unit. */
  GoodPrice: number;
  /** Tiyin for the line (price × quantity, no discount). */
  Price: number;
  Amount: number;
  /** Tiyin of VAT in Price. */
  VAT: number;
  VATPercent: number;
  CommissionInfo: { TIN: string } | { PINFL: string };
}

/** Click's name field holds 63 characters; the unit ("xizmat", a service) ends it. */
export const CLICK_NAME_MAX = 63;
const UNIT = ' xizmat';

function clickName(title: string): string {
  const room = CLICK_NAME_MAX - UNIT.length;
  const chars = [...title.trim()];
  const head = chars.length > room ? `${chars.slice(0, room - 1).join('')}…` : chars.join('');
  return `${head}${UNIT}`;
}

/**
 * Click's `items` for `submit_items` (Merchant API, "fiscalization"); null when a line lacks its
 * fiscal data or its seller's TIN or PINFL (`CommissionInfo` is required).
 */
export function clickFiscalItems(lines: readonly SoldLine[]): ClickFiscalItem[] | null {
  const complete = fiscalLines(lines);
  if (!complete || complete.some((line) => line.sellerTin === null && line.sellerPinfl === null)) return null;
  return complete.map((line) => {
    const total = line.unitPrice * line.quantity;
    return {
      Name: clickName(line.title),
      SPIC: line.code,
      PackageCode: line.packageCode,
      GoodPrice: line.unitPrice,
      Price: total,
      Amount: line.quantity,
      VAT: vatIncluded(total, line.vatPercent),
      VATPercent: line.vatPercent,
      CommissionInfo: line.sellerTin !== null ? { TIN: line.sellerTin } : { PINFL: line.sellerPinfl! },
    };
  });
}
