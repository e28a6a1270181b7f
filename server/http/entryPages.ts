/**
 * The pages of a tenant's build, one per entry (docs/decisions/NEW-staff-entry.md): the staff console's paths answer
 * with staff.html, every other client route with the patient app's index.html.
 */
const PATIENT_PAGE = 'index.html';
export const STAFF_PAGE = 'staff.html';

/** The staff console's paths: /staff and everything below it. */
const STAFF_PATH = /^\/staff(\/|$)/;

/** The page that answers a client route (a path that is not a file of the build). */
export function entryPageFor(pathname: string): typeof PATIENT_PAGE | typeof STAFF_PAGE {
  return STAFF_PATH.test(pathname) ? STAFF_PAGE : PATIENT_PAGE;
}
