import type { Request, Response } from 'express';
import { z } from 'zod';
import type { FlashMessage } from '../../shared/app-state.js';

/**
 * Flash notifications: what must reach the visitor after a redirect (a failed sign-in, a saved
 * form) is written to a short-lived cookie and shown as a notification on the next page, which
 * reads the cookie once and clears it. Only translation keys and small parameters travel, so
 * a forged cookie can show nothing but the site's own texts.
 */
export const FLASH_COOKIE = 'flash';
const MAX_AGE_MS = 5 * 60 * 1000;
const MAX_MESSAGES = 3;

const key = z
  .string()
  .regex(/^(?:[a-z]+(?:-[a-z]+)*:)?[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/)
  .max(100);
const flashSchema = z.object({
  type: z.enum(['warn', 'error', 'success']),
  title: key.optional(),
  text: key,
  params: z.record(z.string().regex(/^\w{1,30}$/), z.union([z.string().max(200), z.number()])).optional(),
});
const cookieSchema = z.array(flashSchema).max(MAX_MESSAGES);

function decode(value: unknown): FlashMessage[] {
  if (typeof value !== 'string' || value.length > 4000) return [];
  try {
    const parsed = cookieSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function cookieOptions(req: Request) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: req.secure };
}

/** Leaves a notification for the next page this visitor loads (keeps earlier ones of this response). */
export function setFlash(req: Request, res: Response, message: FlashMessage): void {
  const pending = (res.locals.flash as FlashMessage[] | undefined) ?? [];
  const next = [...pending, flashSchema.parse(message)].slice(-MAX_MESSAGES);
  res.locals.flash = next;
  // One flash cookie per response: drop the one an earlier call set.
  const cookies = res.getHeader('Set-Cookie');
  if (Array.isArray(cookies))
    res.setHeader(
      'Set-Cookie',
      cookies.filter((c) => !c.startsWith(`${FLASH_COOKIE}=`)),
    );
  else if (typeof cookies === 'string' && cookies.startsWith(`${FLASH_COOKIE}=`)) res.removeHeader('Set-Cookie');
  res.cookie(FLASH_COOKIE, Buffer.from(JSON.stringify(next)).toString('base64url'), { ...cookieOptions(req), maxAge: MAX_AGE_MS });
}

/** The notifications left for this page, read once: the cookie is cleared. */
export function takeFlash(req: Request, res: Response): FlashMessage[] {
  const raw: unknown = req.cookies?.[FLASH_COOKIE];
  if (raw === undefined) return [];
  res.clearCookie(FLASH_COOKIE, cookieOptions(req));
  return decode(raw);
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Notifications set on this response (setFlash). */
      flash?: FlashMessage[];
    }
  }
}
