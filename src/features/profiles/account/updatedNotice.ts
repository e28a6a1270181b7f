import { t } from '../../../../i18n/translate';

/** Router state the update form navigates back with, so the page it returns to can say it worked. */
export interface UpdatedNoticeState {
  readonly notice: string;
}

export function updatedNoticeState(): UpdatedNoticeState {
  return { notice: t('profiles.updated') };
}

/** The notice carried in a location's state, if any (state is whatever history holds: check it). */
export function updatedNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
