import type { RunOutcome } from '../../../flows/runs/outcome';
import { RUN_OUTCOMES } from './runData';

/**
 * The library's filter, kept in the page's address (`?from=2026-11-01&outcome=abandoned&page=2`): the list and the
 * drop-off read the same one, a filtered list can be shared or bookmarked, and Back returns to the previous filter.
 */
export interface RunFilter {
  readonly from: string;
  readonly to: string;
  readonly flow: string;
  readonly finalState: string;
  readonly outcome: RunOutcome | '';
  readonly error: string;
}

export const EMPTY_FILTER: RunFilter = { from: '', to: '', flow: '', finalState: '', outcome: '', error: '' };

const FIELDS = Object.keys(EMPTY_FILTER) as (keyof RunFilter)[];

/** Rows on one page of the list. */
export const PAGE_SIZE = 50;

const isOutcome = (value: string): value is RunOutcome => (RUN_OUTCOMES as readonly string[]).includes(value);

export function filterOf(params: URLSearchParams): RunFilter {
  const read = (key: keyof RunFilter): string => params.get(key)?.trim() ?? '';
  const outcome = read('outcome');
  return {
    from: read('from'),
    to: read('to'),
    flow: read('flow'),
    finalState: read('finalState'),
    outcome: isOutcome(outcome) ? outcome : '',
    error: read('error'),
  };
}

/** The page (0-based) the address names. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/** The address's query for a filter and a page (empty fields left out). */
export function paramsOf(filter: RunFilter, page = 0): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FIELDS) if (filter[key] !== '') params.set(key, filter[key]);
  if (page > 0) params.set('page', String(page + 1));
  return params;
}

/** The API's RecordedRunFilter (server/modules/runs/schema.graphql). */
type ApiFilter = Partial<Record<keyof RunFilter, string>> & { limit?: number; offset?: number };

/** The API's filter: only the fields set; one more row than a page, to know whether a next page exists. */
export function apiFilter(filter: RunFilter, page?: number): ApiFilter {
  const out: ApiFilter = {};
  for (const key of FIELDS) if (filter[key] !== '') out[key] = filter[key];
  if (page !== undefined) {
    out.limit = PAGE_SIZE + 1;
    out.offset = page * PAGE_SIZE;
  }
  return out;
}
