/**
 * The claim builder's browser tests share these: reading a claim back through the API (the
 * browser context's own session), waiting until autosave has stored what a check expects, and
 * the builder's save state and "next".
 */
import type { APIRequestContext, Page } from 'playwright-core';
import type { OwnClaim } from '../../../shared/api/claims/contract.js';

export interface StoredClaims {
  stored(id: number, lang?: string): Promise<OwnClaim>;
  /** Polls the API until the stored claim satisfies the check (autosave runs a second after the last change). */
  storedWhen(id: number, check: (claim: OwnClaim) => boolean, what: string): Promise<OwnClaim>;
}

/** `lang`: the language the API answers in (court names, problems) unless a call names another. */
export function storedClaims(request: () => APIRequestContext, origin: () => string, defaultLang = 'en'): StoredClaims {
  const stored = async (id: number, lang = defaultLang): Promise<OwnClaim> =>
    (await (await request().get(`${origin()}/api/v1/me/claims/${id}?lang=${lang}`)).json()) as OwnClaim;
  const storedWhen = async (id: number, check: (claim: OwnClaim) => boolean, what: string): Promise<OwnClaim> => {
    const until = Date.now() + 15_000;
    let last: OwnClaim | null = null;
    while (Date.now() < until) {
      last = await stored(id);
      if (check(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`the stored claim never showed ${what}: ${JSON.stringify(last?.answers)}`);
  };
  return { stored, storedWhen };
}

/** The builder's save state is idle: everything typed is on the server. */
export async function waitForSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-phase') === 'idle', undefined, {
    timeout: 15_000,
  });
}

/** "Next" in the builder, then the step it leads to. */
export async function nextStep(page: Page, step: string): Promise<void> {
  await page.locator('[data-testid="step-next"]').click();
  await page.waitForSelector(`[data-testid="claim-builder"][data-step="${step}"]`);
}
