import type { PractitionerRole } from '../db/schema';
import type { Random } from './random';

export interface Specialty {
  readonly id: string;
  readonly code: string;
  readonly display: string;
  /** The role a practitioner of this specialty holds (shown beside the doctor's name). */
  readonly role: string;
  /** A consultation's doctor fee in this specialty, in cents (LKR 1,500 – 4,000). */
  readonly doctorFeeCents: number;
}

export const SPECIALTIES: readonly Specialty[] = [
  {
    id: 'spec-cardiology',
    code: 'cardiology',
    display: 'Cardiology',
    role: 'Consultant Cardiologist',
    doctorFeeCents: 350_000,
  },
  {
    id: 'spec-paediatrics',
    code: 'paediatrics',
    display: 'Paediatrics',
    role: 'Consultant Paediatrician',
    doctorFeeCents: 250_000,
  },
  {
    id: 'spec-dermatology',
    code: 'dermatology',
    display: 'Dermatology',
    role: 'Consultant Dermatologist',
    doctorFeeCents: 250_000,
  },
  {
    id: 'spec-obgyn',
    code: 'obstetrics-gynaecology',
    display: 'Obstetrics & Gynaecology',
    role: 'Consultant Obstetrician & Gynaecologist',
    doctorFeeCents: 300_000,
  },
  {
    id: 'spec-ent',
    code: 'ent',
    display: 'Ear, Nose & Throat',
    role: 'Consultant ENT Surgeon',
    doctorFeeCents: 250_000,
  },
  {
    id: 'spec-neurology',
    code: 'neurology',
    display: 'Neurology',
    role: 'Consultant Neurologist',
    doctorFeeCents: 400_000,
  },
  {
    id: 'spec-orthopaedics',
    code: 'orthopaedics',
    display: 'Orthopaedics',
    role: 'Consultant Orthopaedic Surgeon',
    doctorFeeCents: 300_000,
  },
  {
    id: 'spec-psychiatry',
    code: 'psychiatry',
    display: 'Psychiatry',
    role: 'Consultant Psychiatrist',
    doctorFeeCents: 350_000,
  },
  {
    id: 'spec-general-medicine',
    code: 'general-medicine',
    display: 'General Medicine',
    role: 'Consultant Physician',
    doctorFeeCents: 150_000,
  },
  {
    id: 'spec-ophthalmology',
    code: 'ophthalmology',
    display: 'Ophthalmology',
    role: 'Consultant Eye Surgeon',
    doctorFeeCents: 250_000,
  },
  {
    id: 'spec-endocrinology',
    code: 'endocrinology',
    display: 'Endocrinology',
    role: 'Consultant Endocrinologist',
    doctorFeeCents: 300_000,
  },
  { id: 'spec-urology', code: 'urology', display: 'Urology', role: 'Consultant Urologist', doctorFeeCents: 300_000 },
  {
    id: 'spec-respiratory',
    code: 'respiratory-medicine',
    display: 'Respiratory Medicine',
    role: 'Consultant Chest Physician',
    doctorFeeCents: 250_000,
  },
  {
    id: 'spec-general-surgery',
    code: 'general-surgery',
    display: 'General Surgery',
    role: 'Consultant General Surgeon',
    doctorFeeCents: 300_000,
  },
];

/** Names as they go together in Sri Lanka: Sinhala, Tamil and Muslim given and family names. */
const COMMUNITIES = [
  {
    weight: 0.7,
    male: [
      'Nimal',
      'Sunil',
      'Ruwan',
      'Chaminda',
      'Asanka',
      'Mahesh',
      'Pradeep',
      'Lalith',
      'Sanjeewa',
      'Dinesh',
      'Tharindu',
      'Upul',
      'Janaka',
      'Roshan',
      'Saman',
    ],
    female: [
      'Dilani',
      'Nirmala',
      'Chandani',
      'Anoma',
      'Sanduni',
      'Kumudini',
      'Shiromi',
      'Nadeesha',
      'Priyanka',
      'Thilini',
      'Iresha',
      'Madhavi',
      'Hasini',
    ],
    family: [
      'Perera',
      'Fernando',
      'de Silva',
      'Jayasinghe',
      'Wickramasinghe',
      'Bandara',
      'Gunawardena',
      'Senanayake',
      'Dissanayake',
      'Herath',
      'Weerasinghe',
      'Abeysekera',
      'Karunaratne',
      'Ranasinghe',
      'Samarasinghe',
      'Wijesuriya',
      'Amarasekara',
      'Rathnayake',
    ],
  },
  {
    weight: 0.18,
    male: ['Rajendran', 'Suresh', 'Ganeshan', 'Arulanandan', 'Kumaran', 'Sivakumar', 'Prakash'],
    female: ['Kavitha', 'Malini', 'Tharshini', 'Vasanthi', 'Shanthini', 'Nirosha'],
    family: ['Sivapalan', 'Rajaratnam', 'Thurairajah', 'Navaratnam', 'Selvarajah', 'Kanagaratnam', 'Ponnambalam'],
  },
  {
    weight: 0.12,
    male: ['Mohamed Rizwan', 'Ahamed', 'Faizal', 'Imran', 'Nazeer'],
    female: ['Fathima', 'Shafna', 'Rinoza', 'Zeenath'],
    family: ['Mohamed', 'Ismail', 'Marikar', 'Cassim', 'Jaleel', 'Hameed'],
  },
] as const;

export interface GeneratedPractitioner {
  readonly id: string;
  readonly prefix: string;
  readonly name: string;
  readonly gender: 'female' | 'male';
  readonly active: boolean;
  readonly roles: PractitionerRole[];
  readonly specialtyId: string;
}

/** The Doctor role every practitioner holds (left out of the role text) and the specialty's role. */
function rolesOf(specialty: Specialty): PractitionerRole[] {
  return [
    { code: 'doctor', display: 'Doctor' },
    { code: specialty.code, display: specialty.role },
  ];
}

export interface PersonName {
  readonly given: string;
  readonly family: string;
  readonly gender: 'female' | 'male';
}

export function sriLankanName(random: Random): PersonName {
  let roll = random.next();
  let community: (typeof COMMUNITIES)[number] = COMMUNITIES[0];
  for (const candidate of COMMUNITIES) {
    if (roll < candidate.weight) {
      community = candidate;
      break;
    }
    roll -= candidate.weight;
  }
  const gender = random.chance(0.45) ? 'female' : 'male';
  const given = random.pick(gender === 'female' ? community.female : community.male);
  return { given, family: random.pick(community.family), gender };
}

function fullName(person: PersonName): string {
  return `${person.given} ${person.family}`;
}

/**
 * `count` practitioners, every specialty covered before any repeats. Names are distinct while the
 * name lists allow (a middle initial helps); very large sets accept repeats, as real networks do.
 */
export function generatePractitioners(
  random: Random,
  count: number,
  idOf: (index: number) => string,
): GeneratedPractitioner[] {
  const used = new Set<string>();
  const result: GeneratedPractitioner[] = [];
  for (let index = 0; index < count; index++) {
    let person = sriLankanName(random);
    for (let attempt = 0; used.has(fullName(person)) && attempt < 10; attempt++) person = sriLankanName(random);
    let name = fullName(person);
    for (let attempt = 0; used.has(name) && attempt < 20; attempt++)
      name = `${person.given} ${String.fromCharCode(65 + random.int(0, 25))}. ${person.family}`;
    used.add(name);
    const specialty = SPECIALTIES[index % SPECIALTIES.length] ?? random.pick(SPECIALTIES);
    result.push({
      id: idOf(index),
      prefix: 'Dr.',
      name,
      gender: person.gender,
      active: true,
      roles: rolesOf(specialty),
      specialtyId: specialty.id,
    });
  }
  return result;
}

/** The doctor fee of a specialty (cents); an unknown specialty charges the general physician's. */
export function doctorFeeOf(specialtyId: string): number {
  return (SPECIALTIES.find((specialty) => specialty.id === specialtyId) ?? SPECIALTIES[8])?.doctorFeeCents ?? 0;
}
