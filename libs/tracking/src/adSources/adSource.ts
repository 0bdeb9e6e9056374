import { readJson, writeJson, type ConsentChoice } from '@shop/i18n';
import { AD_SOURCE_KEY, AD_SOURCE_RUNS_KEY, AD_SOURCE_RUNS_REMEMBERED } from '../constants';
import type { TrackingConfig } from '../trackingConfig';

/** What an advertising source gets on the order page. */
export interface AdSourceContext {
  order: { id: number; number: string; crypto: string };
  consent: ConsentChoice | null;
  config: TrackingConfig;
}

/**
 * A named advertising source (spec): the data it finds in a landing URL, whether a landing URL
 * brings a new one, whether one is saved, and what it does for an order. `run` answers whether it
 * acted (a source that may not act yet, e.g. without consent, may act on a later visit).
 */
export interface AdSource<Data = unknown> {
  name: string;
  getAdData(search: string): Data | null;
  testAsNew(search: string): boolean;
  testAsSaved(): boolean;
  run(context: AdSourceContext): Promise<boolean>;
}

/**
 * The source that counts (spec): one new in the landing URL wins, else the one an earlier landing
 * chose while it is still saved, else the first saved one.
 */
export function chooseAdSource(
  sources: readonly AdSource[],
  search: string,
  remembered: string | null,
): AdSource | null {
  const saved = sources.filter((source) => source.testAsSaved());
  return (
    sources.find((source) => source.testAsNew(search)) ??
    saved.find((source) => source.name === remembered) ??
    saved[0] ??
    null
  );
}

/** On landing: remembers the source the landing URL chose for this visit. */
export function rememberAdSource(sources: readonly AdSource[], search: string): AdSource | null {
  const remembered = readJson<string>('session', AD_SOURCE_KEY);
  const chosen = chooseAdSource(sources, search, remembered);
  if (chosen && chosen.name !== remembered) writeJson('session', AD_SOURCE_KEY, chosen.name);
  return chosen;
}

/**
 * On the order page: the chosen source runs, once per order on this device (the page may be
 * reloaded or opened again). Answers the source's name when it acted now.
 */
export async function runAdSource(sources: readonly AdSource[], context: AdSourceContext): Promise<string | null> {
  const source = chooseAdSource(sources, '', readJson<string>('session', AD_SOURCE_KEY));
  if (!source) return null;
  const runs = readJson<Record<string, number[]>>('local', AD_SOURCE_RUNS_KEY) ?? {};
  const done = runs[source.name] ?? [];
  if (done.includes(context.order.id)) return null;
  // Marked before the run: two renders of the page must not both fire it.
  writeJson('local', AD_SOURCE_RUNS_KEY, {
    ...runs,
    [source.name]: [...done, context.order.id].slice(-AD_SOURCE_RUNS_REMEMBERED),
  });
  let acted = false;
  try {
    acted = await source.run(context);
  } finally {
    if (!acted) writeJson('local', AD_SOURCE_RUNS_KEY, { ...runs, [source.name]: done });
  }
  return acted ? source.name : null;
}
