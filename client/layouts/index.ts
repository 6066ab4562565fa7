import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../../shared/routes.js';
import { DefaultLayout } from './DefaultLayout.js';
import { EmptyLayout } from './EmptyLayout.js';
import { SoonLayout } from './SoonLayout.js';

export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  soon: SoonLayout,
};
