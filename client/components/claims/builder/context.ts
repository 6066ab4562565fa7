/** What the shell knows besides ClaimStepProps and hands the court step: the regions and the chosen court's region with its courts. */
import { createContext, useContext } from 'react';
import type { Court, Region } from '../../../../shared/api/types.js';

export interface BuilderData {
  regions: readonly Region[];
  courtRegionId: number | null;
  courts: readonly Court[];
  /** The saved places' district names by id, from the loader. */
  savedDistricts: Readonly<Record<string, string>>;
  /** Told the region whose courts the court step shows (a guest's builder keeps it with the answers). */
  onCourtRegion?: (regionId: number | null) => void;
}

export const BuilderDataContext = createContext<BuilderData>({ regions: [], courtRegionId: null, courts: [], savedDistricts: {} });

export function useBuilderData(): BuilderData {
  return useContext(BuilderDataContext);
}
