import { Link } from 'react-router';
import { ScaleIcon } from './icons.js';

/** `compact`: on a phone (below sm) only the mark shows (the header's controls need the room); the link keeps its name. */
export function Logo({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg font-bold text-ink" aria-label={label}>
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-primary-500 text-white">
        <ScaleIcon size={20} />
      </span>
      <span className={`text-lg tracking-tight ${compact ? 'max-sm:sr-only' : ''}`}>Huquq</span>
    </Link>
  );
}
