import type { BubbleContent, HospitalContact } from '../chatProtocol';
import type { SearchCatalogue, SessionSearch } from '../../machines/types';

/**
 * The hospitals an empty search was about (issue 29: a search at Colombo offered Kandy's and Galle's numbers too):
 * its hospital filter; else the searched doctor's hospitals, when known; else undefined, and the tenant's contact
 * numbers are shown (a speciality anywhere concerns every hospital).
 */
export function hospitalsToCall(
  catalogue: SearchCatalogue | null,
  search: SessionSearch | null,
): readonly HospitalContact[] | undefined {
  if (catalogue === null || search === null) return undefined;
  const doctor =
    search.practitionerId === undefined
      ? undefined
      : catalogue.practitioners.find((practitioner) => practitioner.id === search.practitionerId);
  const ids = search.organizationId !== undefined ? [search.organizationId] : doctor?.organizationIds;
  if (ids === undefined || ids.length === 0) return undefined;
  const hospitals = catalogue.organizations.filter(
    (organization) => ids.includes(organization.id) && organization.phone.trim() !== '',
  );
  return hospitals.length === 0
    ? undefined
    : hospitals.map((organization) => ({ label: organization.city, number: organization.phone }));
}

/** The call-the-hospital bubble: with the hospitals when known (a content without them keeps its old shape in traces). */
export function callHospitalContent(hospitals: readonly HospitalContact[] | undefined): BubbleContent {
  return hospitals === undefined ? { kind: 'callHospital' } : { kind: 'callHospital', hospitals };
}
