/**
 * The pages of a tenant's build, one per entry (docs/decisions/0035-staff-entry.md, 0053-inspector-entry.md): the staff
 * console's paths answer with staff.html, the inspector's with inspect.html when the build has it, every other client
 * route with the patient app's index.html.
 */
export const PATIENT_PAGE = 'index.html';
const STAFF_PAGE = 'staff.html';
/** Built only for development and for tenants that turn the inspector on (vite.inspect.config.ts). */
const INSPECTOR_PAGE = 'inspect.html';

type EntryPage = typeof PATIENT_PAGE | typeof STAFF_PAGE | typeof INSPECTOR_PAGE;

/** The staff console's paths: /staff and everything below it. */
const STAFF_PATH = /^\/staff(\/|$)/;
/** The inspector's paths: /inspect and everything below it. */
const INSPECTOR_PATH = /^\/inspect(\/|$)/;

/**
 * The pages that may answer a client route (a path that is not a file of the build), the first the build has wins.
 * A build without the inspector answers /inspect with the patient app, whose error screen says there is no such page,
 * as it did when the inspector was one of its routes.
 */
export function entryPagesFor(pathname: string): readonly [EntryPage, ...EntryPage[]] {
  if (STAFF_PATH.test(pathname)) return [STAFF_PAGE];
  if (INSPECTOR_PATH.test(pathname)) return [INSPECTOR_PAGE, PATIENT_PAGE];
  return [PATIENT_PAGE];
}
