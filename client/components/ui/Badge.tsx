import type { ReactNode } from 'react';
import type { BadgeColor } from '../../../shared/theme.js';

// Tinted background, and text dark enough in light mode (light enough in dark) for AA contrast.
const BADGE_CLASS: Record<BadgeColor, string> = {
  green: 'bg-green-badge/15 text-green-800 dark:text-green-300',
  iris: 'bg-iris/15 text-indigo-700 dark:text-indigo-300',
  marineBlue: 'bg-marine-blue/15 text-marine-blue dark:text-sky-300',
  error: 'bg-error/15 text-red-700 dark:text-red-300',
  gold: 'bg-gold/15 text-amber-800 dark:text-amber-300',
  mandy: 'bg-mandy/15 text-rose-700 dark:text-rose-300',
  gray: 'bg-gray-badge/15 text-cool-700 dark:text-cool-300',
  primary: 'bg-primary-500/15 text-primary-700 dark:text-primary-300',
};

/** A small label in one of the docs/product.md §3 badge colours. */
export function Badge({ color = 'primary', children }: { color?: BadgeColor; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${BADGE_CLASS[color]}`}>{children}</span>;
}
