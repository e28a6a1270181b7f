import { isAppPath } from '../../domain/bookingRoutes';

/** A same-app path from the optional back parameter (the one rule of domain/bookingRoutes.ts); anything else falls back to the account page. */
export function backTarget(back: string | null): string {
  return back !== null && isAppPath(back) ? back : '/profiles';
}
