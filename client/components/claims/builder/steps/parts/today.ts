/** Today in Tashkent, 'YYYY-MM-DD' (the latest date a letter was sent or a claim filed). */
export function tashkentToday(now = new Date()): string {
  return new Date(now.getTime() + 5 * 3600_000).toISOString().slice(0, 10);
}
