import { useEffect, useRef, useState } from 'react';
import type { Court, CourtType } from '../../../../../../shared/api/types.js';
import type { Locale } from '../../../../../../shared/locales.js';
import { api } from '../../../../../platform/api.js';
import type { BuilderData } from '../../context.js';

export type Loading = 'idle' | 'loading' | 'failed';

export interface RegionCourts {
  regionId: number | null;
  /** The region's courts of the template's type, as last read. */
  courts: readonly Court[];
  state: Loading;
  /** Every court seen on this step (lists, proposals) by id: what the chosen court is shown from. */
  known: Readonly<Record<number, Court>>;
  /** Reads a region's courts (a newer read cancels the one running); null when it failed. */
  load(region: number): Promise<Court[] | null>;
  /** Shows a region (the shell keeps it for the next visit of the step). */
  show(region: number | null): void;
  /** The visitor picked a region in the list: its courts are read. */
  choose(value: string): void;
  /** Courts seen elsewhere (the helper's proposal). */
  remember(courts: readonly Court[]): void;
}

/** The court step's region and its courts, read from the API as regions are chosen. */
export function useRegionCourts({ initial, type, lang, hydrated }: { initial: BuilderData; type: CourtType; lang: Locale; hydrated: boolean }): RegionCourts {
  const [regionId, setRegionId] = useState<number | null>(initial.courtRegionId);
  const [courts, setCourts] = useState<readonly Court[]>(initial.courts);
  const [state, setState] = useState<Loading>('idle');
  const [known, setKnown] = useState<Readonly<Record<number, Court>>>(() => Object.fromEntries(initial.courts.map((c) => [c.id, c])));
  const request = useRef<AbortController | null>(null);

  const remember = (found: readonly Court[]) => setKnown((current) => ({ ...current, ...Object.fromEntries(found.map((c) => [c.id, c])) }));

  const load = async (region: number): Promise<Court[] | null> => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState('loading');
    try {
      const list = await api.listCourts({ type, region, pageSize: 48 }, { lang, signal: controller.signal });
      setCourts(list.items);
      remember(list.items);
      setState('idle');
      return list.items;
    } catch {
      if (!controller.signal.aborted) setState('failed');
      return null;
    }
  };
  useEffect(() => () => request.current?.abort(), []);
  // A region known without its courts (a guest's answers read back from the tab): its list is read here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page runs; later regions load as they are chosen (choose())
  useEffect(() => {
    if (hydrated && regionId !== null && courts.length === 0) void load(regionId);
  }, [hydrated]);

  const show = (region: number | null) => {
    setRegionId(region);
    initial.onCourtRegion?.(region);
  };

  const choose = (value: string) => {
    const region = value === '' ? null : Number(value);
    show(region);
    setCourts([]);
    if (region !== null) void load(region);
  };

  return { regionId, courts, state, known, load, show, choose, remember };
}
