import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { SerializedRouteError } from '../../shared/serialize.js';
import type { Logger } from '../ops/logger.js';

/** Route errors for the page payload: responses keep status and data, anything else is opaque. */
export function serializeRouteErrors(errors: StaticHandlerContext['errors']): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]): [string, SerializedRouteError] =>
      isRouteErrorResponse(error)
        ? [id, { kind: 'response', status: error.status, statusText: error.statusText, data: visibleData(error.data) }]
        : [id, { kind: 'error' }],
    ),
  );
}

/** Only our own `{ message }` bodies travel to the page; router-internal texts stay behind. */
function visibleData(data: unknown): { message: string } | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? { message } : null;
}

/** Unexpected loader failures are logged with their stack; the visitor sees a generic 500. */
export function logUnexpectedRouteErrors(errors: StaticHandlerContext['errors'], log: Logger): void {
  for (const [routeId, error] of Object.entries(errors ?? {})) {
    if (!isRouteErrorResponse(error)) log.error({ err: error, routeId }, 'loader failed');
  }
}

/** The first error's status and the message a visitor may see. */
export function firstRouteError(context: StaticHandlerContext): { status: number; message: string | null } | null {
  const first = Object.values(context.errors ?? {})[0];
  if (first === undefined) return null;
  if (isRouteErrorResponse(first)) {
    const message = (first.data as { message?: unknown } | null)?.message;
    return { status: first.status, message: typeof message === 'string' ? message : null };
  }
  return { status: 500, message: null };
}
