// The rows `npm run bench:vitals` prints: one per page (the worst, or the range, of its widths and
// visits: BENCHMARKS.md's table) and one per page, width and visit.

/** One page at one width on one visit; `status` is set when the page did not answer 200. */
export interface VitalsReading {
  path: string;
  width: string;
  visit: string;
  status?: string;
  cls: number;
  lcp: number;
  tbt: number;
  bytes: number;
  files: number;
  depth: number;
  shifted: string[];
}

export const VITALS_PAGE_COLUMNS = [
  'page',
  'CLS, worst',
  'LCP',
  'blocking, most',
  'JS',
  'files',
  'import depth',
  'moved',
];
export const VITALS_VISIT_COLUMNS = [
  'page',
  'width',
  'visit',
  'CLS',
  'LCP',
  'blocking',
  'JS',
  'files',
  'import depth',
  'moved',
];

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The distinct values of a column, in order: one when every visit of a page loaded the same. */
const distinct = (values: readonly string[]) => [...new Set(values)].join(' / ');
/** The first four elements that moved, each named once. */
const moved = (readings: readonly VitalsReading[]) =>
  [...new Set(readings.flatMap((reading) => reading.shifted))].slice(0, 4).join(', ');
const most = (readings: readonly VitalsReading[], value: (reading: VitalsReading) => number) =>
  Math.max(...readings.map(value));

/** A row per page, in the order measured; a page that once answered other than 200 says so. */
export function vitalsPageRows(readings: readonly VitalsReading[]): string[][] {
  const pages = new Map<string, VitalsReading[]>();
  for (const reading of readings) pages.set(reading.path, [...(pages.get(reading.path) ?? []), reading]);
  return [...pages].map(([path, visits]) => {
    const failed = visits.find((reading) => reading.status);
    if (failed?.status) return [path, failed.status, '', '', '', '', '', ''];
    const lcps = visits.map((reading) => reading.lcp);
    return [
      path,
      most(visits, (reading) => reading.cls).toFixed(3),
      `${Math.round(Math.min(...lcps))}–${ms(Math.max(...lcps))}`,
      ms(most(visits, (reading) => reading.tbt)),
      distinct(visits.map((reading) => kb(reading.bytes))),
      distinct(visits.map((reading) => String(reading.files))),
      String(most(visits, (reading) => reading.depth)),
      moved(visits),
    ];
  });
}

/** A row per page, width and visit. */
export function vitalsVisitRows(readings: readonly VitalsReading[]): string[][] {
  return readings.map((reading) => {
    const { path, width, visit, status } = reading;
    if (status) return [path, width, visit, status, '', '', '', '', '', ''];
    return [
      path,
      width,
      visit,
      reading.cls.toFixed(3),
      ms(reading.lcp),
      ms(reading.tbt),
      kb(reading.bytes),
      String(reading.files),
      String(reading.depth),
      moved([reading]),
    ];
  });
}
