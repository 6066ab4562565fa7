/**
 * "Sign with E-IMZO" (issue 33, ADR 026): finds the E-IMZO application on the visitor's computer
 * (or says how to install it), lists their keys with the owner, the organisation and the validity,
 * and signs the paper's exact bytes with the chosen one (a detached signature; the application asks
 * for the key's password in its own window). The signature goes to the site, which has E-IMZO-SERVER
 * timestamp and verify it before keeping it; a refusal is shown in the visitor's language and the
 * visitor may choose another key. Needs JavaScript, as the application is reached from the page.
 */
import { useId, useState, type FormEvent } from 'react';
import type { PostOutcome } from '../../platform/api.js';
import type { OwnPaper } from '../../../shared/signing/papers.js';
import type { EimzoKey } from '../../../shared/signing/papers.js';
import type { KeyEntry } from '../../../shared/signing/eimzo-keys.js';
import { formatDate } from '../../../shared/format/date.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { bytesToBase64, eimzoApp, EimzoNotFound, EimzoRefused, type EimzoApp } from '../../platform/eimzo.js';
import { Icon } from '../Icon.js';
import { FormNotice } from '../ui/FormActions.js';

type Step =
  | { kind: 'idle' }
  | { kind: 'connecting' }
  | { kind: 'missing' }
  | { kind: 'choose'; keys: { key: EimzoKey; entry: KeyEntry }[]; chosen: number | null }
  | { kind: 'signing' };

export interface SignWithEimzoProps<T> {
  /**
   * Signs with the chosen key and sends the signature to the site: a paper's bytes detached
   * (signPaperWith), a sign-in's challenge attached. The application's refusals are thrown.
   */
  act: (app: EimzoApp, entry: KeyEntry) => Promise<PostOutcome<T>>;
  onDone: (value: T) => void;
  /** The buttons' words: "Sign with E-IMZO" and "Sign" unless told. */
  words?: { start: string; submit: string };
}

/** A paper's signing: its exact bytes fetched, signed detached, sent with `submit`. */
export function signPaperWith(fileUrl: string, lang: string, submit: (pkcs7: string) => Promise<PostOutcome<OwnPaper>>) {
  return async (app: EimzoApp, entry: KeyEntry): Promise<PostOutcome<OwnPaper>> => {
    const response = await fetch(`${fileUrl}?lang=${lang}`, { credentials: 'same-origin' });
    if (!response.ok) return { ok: false, status: response.status, error: null, retryAfter: null };
    return submit(await app.signDetached(entry, bytesToBase64(new Uint8Array(await response.arrayBuffer()))));
  };
}

/** Where E-IMZO is downloaded (the state's certification centre's site). */
export const EIMZO_DOWNLOAD_URL = 'https://e-imzo.soliq.uz/';

export function SignWithEimzo<T>({ act, onDone, words }: SignWithEimzoProps<T>) {
  const t = useT('signing');
  const { eimzo, locale } = useAppState();
  const labels = words ?? { start: t('sign.start'), submit: t('sign.submit') };
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  if (!eimzo) return <p className="text-sm text-muted">{t('sign.off')}</p>;
  const app = eimzoApp(eimzo);

  const find = async () => {
    setError(null);
    setStep({ kind: 'connecting' });
    try {
      await app.connect();
      const keys = await app.keys();
      setStep({ kind: 'choose', keys, chosen: keys.length === 1 ? 0 : null });
    } catch (failure) {
      if (failure instanceof EimzoNotFound) setStep({ kind: 'missing' });
      else {
        setError(t('sign.appRefused', { reason: failure instanceof EimzoRefused ? failure.message : '' }));
        setStep({ kind: 'idle' });
      }
    }
  };

  const sign = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'choose' || step.chosen === null) return;
    const chosen = step.keys[step.chosen];
    if (!chosen) return;
    const keys = step;
    setError(null);
    setStep({ kind: 'signing' });
    let outcome: PostOutcome<T>;
    try {
      outcome = await act(app, chosen.entry);
    } catch (failure) {
      setError(failure instanceof EimzoNotFound ? t('sign.appGone') : t('sign.appRefused', { reason: failure instanceof EimzoRefused ? failure.message : '' }));
      setStep(keys);
      return;
    }
    if (outcome.ok) {
      setStep({ kind: 'idle' });
      onDone(outcome.value);
      return;
    }
    setError(outcome.error?.message ?? t('sign.failed'));
    setStep(keys);
  };

  const busy = step.kind === 'connecting' || step.kind === 'signing';
  return (
    <div className="space-y-3" data-testid="sign-eimzo">
      <FormNotice notice={error} testId="sign-error" />
      {(step.kind === 'idle' || step.kind === 'connecting') && (
        <button type="button" className="btn btn-primary" onClick={() => void find()} disabled={busy} data-testid="sign-start">
          <Icon name="lucide:pen-line" size={18} />
          {step.kind === 'connecting' ? t('sign.connecting') : labels.start}
        </button>
      )}
      {step.kind === 'missing' && (
        <div className="space-y-2 rounded-md border border-line p-3 text-sm" data-testid="sign-missing">
          <p className="font-semibold">{t('sign.missing.title')}</p>
          <p>{t('sign.missing.text')}</p>
          <div className="flex flex-wrap gap-2">
            <a className="btn btn-outline btn-sm" href={EIMZO_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
              {t('sign.missing.download')}
            </a>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => void find()}>
              {t('sign.missing.retry')}
            </button>
          </div>
        </div>
      )}
      {(step.kind === 'choose' || step.kind === 'signing') && (
        <form onSubmit={(event) => void sign(event)} className="space-y-3">
          {step.kind === 'choose' ? (
            step.keys.length === 0 ? (
              <p className="text-sm" data-testid="sign-no-keys">
                {t('sign.noKeys')}
              </p>
            ) : (
              <fieldset className="space-y-2">
                <legend className="mb-1 text-sm font-semibold">{t('sign.chooseKey')}</legend>
                {step.keys.map(({ key }, index) => {
                  const expired = key.validTo !== null && key.validTo.getTime() < Date.now();
                  return (
                    <label
                      key={key.index}
                      className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-primary-500"
                      data-testid="sign-key"
                    >
                      <input type="radio" name={name} className="mt-1" checked={step.chosen === index} onChange={() => setStep({ ...step, chosen: index })} />
                      <span className="text-sm">
                        <span className="block font-semibold">{key.idCard ? t('sign.idCard') : key.name}</span>
                        {key.idCard && <span className="block text-muted">{t('sign.idCardHint')}</span>}
                        {key.organisation && (
                          <span className="block">
                            {[key.organisation, key.position].filter(Boolean).join(', ')}
                            {key.tin ? ` · ${t('sign.tin', { tin: key.tin })}` : ''}
                          </span>
                        )}
                        <span className={`block ${expired ? 'text-red-700 dark:text-red-300' : 'text-muted'}`}>
                          {key.validTo ? t(expired ? 'sign.expiredOn' : 'sign.validTo', { date: formatDate(key.validTo.toISOString(), locale) }) : ''}
                          {key.serialNumber ? ` · ${t('sign.serial', { serial: key.serialNumber })}` : ''}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            )
          ) : (
            <p className="text-sm" role="status" data-testid="sign-wait">
              {t('sign.waitApp')}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy || step.kind !== 'choose' || step.chosen === null} data-testid="sign-submit">
            <Icon name="lucide:pen-line" size={18} />
            {labels.submit}
          </button>
        </form>
      )}
    </div>
  );
}
