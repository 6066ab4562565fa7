import { Link } from 'react-router';
import { ScaleIcon } from './icons.js';

export function Logo({ label }: { label: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg font-bold text-ink" aria-label={label}>
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-primary-500 text-white">
        <ScaleIcon size={20} />
      </span>
      <span className="text-lg tracking-tight">Huquq</span>
    </Link>
  );
}
