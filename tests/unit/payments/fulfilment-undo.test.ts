/**
 * The undo of the specialist's last move (issue 29): which move goes back where, and for how long
 * (UNDO_WINDOW_MS after it; never once the client disputed). Pure, shared by server and pages.
 */
import { UNDO_WINDOW_MS, undoDeadline, undoTarget } from '../../../shared/payments/fulfilment';

describe('undoTarget', () => {
  test('in progress goes back to waiting, done to in progress; nothing else is undone', () => {
    expect(undoTarget('in_progress')).toBe('waiting');
    expect(undoTarget('done')).toBe('in_progress');
    expect(undoTarget('waiting')).toBeNull();
    expect(undoTarget('completed')).toBeNull();
  });
});

describe('undoDeadline', () => {
  const movedAt = new Date('2026-03-01T10:00:00.000Z');
  const at = (ms: number) => new Date(movedAt.getTime() + ms);

  test('is 10 minutes after the move, open until then and closed from that millisecond', () => {
    expect(UNDO_WINDOW_MS).toBe(10 * 60 * 1000);
    expect(undoDeadline('done', movedAt, false, at(0))).toEqual(at(UNDO_WINDOW_MS));
    expect(undoDeadline('in_progress', movedAt, false, at(UNDO_WINDOW_MS - 1))).toEqual(at(UNDO_WINDOW_MS));
    expect(undoDeadline('in_progress', movedAt, false, at(UNDO_WINDOW_MS))).toBeNull();
    expect(undoDeadline('done', movedAt, false, at(UNDO_WINDOW_MS + 60_000))).toBeNull();
  });

  test('never for a disputed order, a state without a move to undo, or a move without a time', () => {
    expect(undoDeadline('done', movedAt, true, at(1000))).toBeNull();
    expect(undoDeadline('waiting', movedAt, false, at(1000))).toBeNull();
    expect(undoDeadline('completed', movedAt, false, at(1000))).toBeNull();
    expect(undoDeadline('done', null, false, at(1000))).toBeNull();
  });
});
