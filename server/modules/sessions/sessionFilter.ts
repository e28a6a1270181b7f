import { listSize, SESSION_LIMIT } from '../../../domain/listLimits';
import type { ParticipationMode } from './tables';
import { colomboMidnight } from '../../seed/clock';

/** server/schema.graphql `SessionFilter` as it arrives. */
export interface SessionFilterInput {
  readonly id?: string | null;
  readonly practitionerId?: string | null;
  readonly organizationId?: string | null;
  readonly specialtyCode?: string | null;
  readonly participationMode?: ParticipationMode | null;
  readonly startTimeFrom?: string | null;
}

/** A search with its defaults applied: the same question always has the same key (the cache's). */
export interface SessionSearch {
  readonly id: string | null;
  readonly practitionerId: string | null;
  readonly organizationId: string | null;
  readonly specialtyCode: string | null;
  readonly participationMode: ParticipationMode | null;
  /** Epoch ms; ignored with an id. */
  readonly startTimeFrom: number;
  readonly limit: number;
}

const orNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/**
 * Applies the defaults: without startTimeFrom (or with an unreadable one) the server's start of today
 * in Sri Lanka, where the clinics are; the limit is kept within 0..5000 (spec 000 §9, domain/listLimits.ts).
 */
export function normalizeSessionFilter(
  filter: SessionFilterInput,
  limit: number | null | undefined,
  now: number,
): SessionSearch {
  const parsed =
    filter.startTimeFrom === undefined || filter.startTimeFrom === null ? Number.NaN : Date.parse(filter.startTimeFrom);
  return {
    id: orNull(filter.id),
    practitionerId: orNull(filter.practitionerId),
    organizationId: orNull(filter.organizationId),
    specialtyCode: orNull(filter.specialtyCode),
    participationMode: filter.participationMode ?? null,
    startTimeFrom: Number.isFinite(parsed) ? parsed : colomboMidnight(now, 0),
    limit: listSize(limit, SESSION_LIMIT, SESSION_LIMIT),
  };
}

export function searchKey(search: SessionSearch): string {
  return JSON.stringify([
    search.id,
    search.practitionerId,
    search.organizationId,
    search.specialtyCode,
    search.participationMode,
    search.id === null ? search.startTimeFrom : 0,
    search.limit,
  ]);
}
