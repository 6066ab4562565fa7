import { Router } from 'express';

export type ReadinessCheck = () => Promise<boolean>;

/**
 * Liveness and readiness (docs/design.md §3). Liveness is local and cheap; readiness asks the
 * checks (the database answers, migrations applied) with a short time-out, and turns 503 at
 * once while starting or draining.
 */
export class Health {
  private started = false;
  private draining = false;

  constructor(
    private readonly checks: ReadinessCheck[] = [],
    private readonly timeoutMs = 1_000,
  ) {}

  markStarted(): void {
    this.started = true;
  }

  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async ready(): Promise<{ ok: boolean; reason?: string }> {
    if (this.draining) return { ok: false, reason: 'draining' };
    if (!this.started) return { ok: false, reason: 'starting' };
    const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, this.timeoutMs, false).unref());
    for (const check of this.checks) {
      const ok = await Promise.race([check().catch(() => false), timeout]);
      if (!ok) return { ok: false, reason: 'dependency' };
    }
    return { ok: true };
  }

  router(): Router {
    const router = Router();
    router.get('/healthz', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    });
    router.get('/readyz', async (_req, res) => {
      const state = await this.ready();
      res.set('Cache-Control', 'no-store');
      if (state.ok) res.json({ status: 'ready' });
      else res.status(503).json({ status: 'unavailable', reason: state.reason });
    });
    return router;
  }
}
