/** Slug → id of rows just written, with an error naming what referred to a missing slug. */
export class IdMap {
  readonly #ids = new Map<string, number>();

  constructor(readonly kind: string) {}

  static from(kind: string, rows: readonly { id: number; key: string }[]): IdMap {
    const map = new IdMap(kind);
    for (const row of rows) map.#ids.set(row.key, row.id);
    return map;
  }

  get(key: string, referrer: string): number {
    const id = this.#ids.get(key);
    if (id === undefined) throw new Error(`Seed content: ${referrer} refers to unknown ${this.kind} "${key}"`);
    return id;
  }

  optional(key: string | null | undefined, referrer: string): number | null {
    return key === null || key === undefined ? null : this.get(key, referrer);
  }

  get size(): number {
    return this.#ids.size;
  }
}
