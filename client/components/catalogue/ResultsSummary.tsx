/** "Services found: 32" for everyone, announced to screen readers when filters change the list. */
export function ResultsSummary({ text }: { text: string }) {
  return (
    <p className="text-sm text-muted" role="status" aria-live="polite" data-testid="results-count">
      {text}
    </p>
  );
}
