/** A placeholder block while content loads; hidden from screen readers (the region says it is busy). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={`block animate-pulse rounded-lg bg-raised motion-reduce:animate-none ${className ?? 'h-4 w-full'}`} />;
}
