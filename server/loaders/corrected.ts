/**
 * The word a list searched instead of the visitor's mistyped one (ListResult.corrected), carried
 * into a page's list only when there is one: `{ ...correctedOf(result) }`.
 */
export function correctedOf(list: { corrected?: string } | undefined): { corrected?: string } {
  return list?.corrected ? { corrected: list.corrected } : {};
}
