import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { parsePaymeCheckoutParams } from '../../../shared/payments/checkout.js';
import { useT } from '../../i18n.js';
import { loadPaymentScript } from '../../platform/payment-script.js';

/** What Payme's script (checkout.min.js) puts on window: Paycom.Button(form, container). */
interface PaycomGlobal {
  Button(form: string, container: string): void;
}

/** The form Payme's button posts to its checkout (docs/protocols.md §2): its action and hidden fields. */
export interface PaymeWidgetForm {
  action: string;
  fields: [name: string, value: string][];
}

/**
 * The widget's form for an order's Payme checkout link, or null when the link is not Payme's own
 * checkout (the local stand-in's `/_payme/…`, another provider, anything unreadable): then only the
 * redirect link is offered.
 */
export function paymeWidgetForm(checkoutUrl: string): PaymeWidgetForm | null {
  let url: URL;
  try {
    url = new URL(checkoutUrl);
  } catch {
    return null;
  }
  const encoded = url.pathname.replace(/^\/+/, '');
  if (url.protocol !== 'https:' || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  let params: Record<string, string>;
  try {
    params = parsePaymeCheckoutParams(encoded);
  } catch {
    return null;
  }
  const { m, a, l, c } = params;
  const orderId = params['ac.order_id'];
  if (!m || !orderId || !a || !/^\d+$/.test(a)) return null;
  const fields: [string, string][] = [
    ['merchant', m],
    ['account[order_id]', orderId],
    ['amount', a],
  ];
  if (l) fields.push(['lang', l]);
  // The link escapes only ';' in the return URL (shared/payments/checkout.ts).
  if (c) fields.push(['callback', c.replace(/%3B/gi, ';')]);
  return { action: url.origin, fields };
}

export type WidgetState = 'link' | 'loading' | 'widget' | 'failed';

/**
 * What the button shows once the script settled: Payme's button when the script loaded and left
 * its global, otherwise the failure message (the link stays either way).
 */
export function widgetStateAfterLoad(loaded: boolean, paycom: unknown): WidgetState {
  if (!loaded) return 'failed';
  return typeof paycom === 'object' && paycom !== null && typeof (paycom as Partial<PaycomGlobal>).Button === 'function' ? 'widget' : 'failed';
}

export interface PaymeWidgetButtonProps {
  /** The order's checkoutUrl (the redirect, which always works). */
  checkoutUrl: string;
  /** The link's content ("Pay 150 000 so'm with Payme"). */
  children: ReactNode;
  className?: string;
}

/**
 * "Pay with Payme": the redirect link to Payme's checkout, server-rendered and working without
 * JS; after hydration, when the link is Payme's own checkout, Payme's button from its script
 * (docs/product.md §7, client/platform/payment-script.ts) is added next to it. If the script fails to load a
 * message says so, and the link still takes the payer to Payme.
 */
export function PaymeWidgetButton({ checkoutUrl, children, className = 'btn btn-primary' }: PaymeWidgetButtonProps) {
  const t = useT('payments');
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const form = useMemo(() => paymeWidgetForm(checkoutUrl), [checkoutUrl]);
  const [state, setState] = useState<WidgetState>('link');
  const formId = `payme-form-${id}`;
  const containerId = `payme-button-${id}`;

  useEffect(() => {
    if (!form) return;
    setState('loading');
    let alive = true;
    loadPaymentScript().then(
      () => alive && setState(widgetStateAfterLoad(true, (window as { Paycom?: unknown }).Paycom)),
      () => alive && setState('failed'),
    );
    return () => {
      alive = false;
    };
  }, [form]);

  useEffect(() => {
    if (state !== 'widget') return;
    try {
      (window as unknown as { Paycom: PaycomGlobal }).Paycom.Button(`#${formId}`, `#${containerId}`);
    } catch {
      setState('failed');
    }
  }, [state, formId, containerId]);

  return (
    <>
      <a href={checkoutUrl} className={className} data-testid="pay-order">
        {children}
      </a>
      {form && state === 'widget' ? (
        <form id={formId} method="POST" action={form.action} data-testid="payme-widget">
          {form.fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="button" data-type="svg" value="colored" />
          <div id={containerId} />
        </form>
      ) : null}
      {state === 'failed' ? (
        <p role="status" className="w-full text-sm text-muted" data-testid="payme-widget-failed">
          {t('widget.failed')}
        </p>
      ) : null}
    </>
  );
}
