import type { organizations } from '../db/schema';

type Hospital = typeof organizations.$inferInsert;

/** Every hospital a tenant may name in organizationIds; the seed creates the ones of the tenant being served. */
export const HOSPITALS: readonly Hospital[] = [
  {
    id: 'org-colombo',
    orgName: 'Serendib Hospital Colombo',
    city: 'Colombo',
    address: '45 Havelock Road, Colombo 05',
    phone: '+94 11 234 5678',
    lat: 6.8868,
    lng: 79.8656,
    hospitalFeeCents: 50_000,
  },
  {
    id: 'org-kandy',
    orgName: 'Hill Country Hospital Kandy',
    city: 'Kandy',
    address: '120 Peradeniya Road, Kandy',
    phone: '+94 81 222 3344',
    lat: 7.2849,
    lng: 80.6238,
    hospitalFeeCents: 40_000,
  },
  {
    id: 'org-galle',
    orgName: 'Southern Coast Hospital Galle',
    city: 'Galle',
    address: '18 Wakwella Road, Galle',
    phone: '+94 91 223 4455',
    lat: 6.0412,
    lng: 80.2168,
    hospitalFeeCents: 35_000,
  },
];

/** Consultation rooms: sessions happen in one of these. */
export const ROOMS: readonly string[] = [
  'Channel Centre, Level 1 - Room 3',
  'Channel Centre, Level 1 - Room 7',
  'Channel Centre, Level 2 - Room 11',
  'Channel Centre, Level 2 - Room 14',
  'OPD Block, Ground Floor - Room 2',
  'OPD Block, Level 3 - Room 21',
  'Specialist Wing, Level 4 - Room 6',
];

export const VIDEO_LOCATION = 'Video consultation';
