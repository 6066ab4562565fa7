/**
 * The specialist's side of a paid order (issue 12, ADR 012): stored `waiting → in_progress → done →
 * completed`. The specialist moves waiting → in_progress → done; the client confirms done →
 * completed, or disputes within 7 days of done (a support ticket). A done order 7 days old without
 * a dispute reads as completed. Pure, shared by the server and the pages.
 */

export const FULFILMENT_STATES = ['waiting', 'in_progress', 'done', 'completed'] as const;
export type Fulfilment = (typeof FULFILMENT_STATES)[number];

/** The moves the specialist makes. */
export const SPECIALIST_MOVES = ['in_progress', 'done'] as const;
export type SpecialistMove = (typeof SPECIALIST_MOVES)[number];

/** A done order completes by itself, and can be disputed only, within this time. */
export const DISPUTE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const SPECIALIST_NEXT: Readonly<Record<Fulfilment, readonly SpecialistMove[]>> = {
  waiting: ['in_progress'],
  in_progress: ['done'],
  done: [],
  completed: [],
};

/**
 * The specialist may undo their last move (in_progress → waiting, done → in_progress) for this
 * long after it (issue 29): a mis-tap must not start the client's 7-day clock. The server checks
 * it; after it, or once the client confirmed or disputed, the move stands.
 */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

/** Where an undo of the move that reached `state` goes back to (null: nothing to undo). */
export function undoTarget(state: Fulfilment): Fulfilment | null {
  return state === 'in_progress' ? 'waiting' : state === 'done' ? 'in_progress' : null;
}

/**
 * Until when the move that reached the stored `state` at `movedAt` may be undone, or null when it
 * cannot be (nothing to undo, disputed, the window is over at `now`).
 */
export function undoDeadline(state: Fulfilment, movedAt: Date | null, disputed: boolean, now: Date): Date | null {
  if (undoTarget(state) === null || movedAt === null || disputed) return null;
  const until = new Date(movedAt.getTime() + UNDO_WINDOW_MS);
  return now.getTime() < until.getTime() ? until : null;
}

/** Where the specialist may move an order from `from` (nothing once done). */
export function specialistMovesFrom(from: Fulfilment): readonly SpecialistMove[] {
  return SPECIALIST_NEXT[from];
}

/** The fulfilment as read at `now`: done without a dispute for 7 days reads as completed. */
export function effectiveFulfilment(stored: Fulfilment, doneAt: Date | null, disputed: boolean, now: Date): Fulfilment {
  if (stored === 'done' && !disputed && doneAt !== null && now.getTime() - doneAt.getTime() >= DISPUTE_WINDOW_MS) return 'completed';
  return stored;
}

/** Until when a done order can be disputed (and when it completes by itself). */
export function disputeDeadline(doneAt: Date): Date {
  return new Date(doneAt.getTime() + DISPUTE_WINDOW_MS);
}

/** A dispute's text, in characters (the form checks it before sending, without zod). */
export const DISPUTE_TEXT_MIN = 10;
export const DISPUTE_TEXT_MAX = 5000;
