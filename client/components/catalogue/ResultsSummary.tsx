import { SearchCorrection } from '../ui/SearchCorrection.js';

/**
 * "Services found: 32" for everyone, announced to screen readers when filters change the list;
 * first, when the search was of a mistyped word, which word was searched instead.
 */
export function ResultsSummary({ text, typed, corrected }: { text: string; typed: string; corrected: string | undefined }) {
  return (
    <p className="text-sm text-muted" role="status" aria-live="polite" data-testid="results-count">
      {corrected ? <SearchCorrection typed={typed} word={corrected} /> : null}
      {text}
    </p>
  );
}
