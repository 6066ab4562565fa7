import type { BadgeColor } from '../../../../shared/theme.js';

/** A claim's state as a badge colour: being prepared, ready, generated, filed, over. */
export function claimStatusColor(status: string): BadgeColor {
  switch (status) {
    case 'complete':
      return 'marineBlue';
    case 'generated':
      return 'iris';
    case 'filed_by_user':
      return 'green';
    case 'cancelled':
      return 'error';
    default:
      return 'gray';
  }
}
