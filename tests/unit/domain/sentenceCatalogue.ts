/**
 * What the typed-sentence tests read against (tests/unit/domain/intent.test.ts, scriptIntent.test.ts): the
 * moment, Sunday 1 June 2025, 9:30 in Colombo, and a catalogue like the demo seed's.
 */

export const NOW = new Date(2025, 5, 1, 9, 30).getTime();
function doctor(id: string, name: string, role: string, code: string) {
  return {
    id,
    name,
    roles: [
      { code: 'doctor', display: 'Doctor' },
      { code, display: role },
    ],
    specialty: { code },
  };
}

/** One doctor of each of the seed's specialities, two of them Pereras; three hospitals. */
export const CATALOGUE = {
  practitioners: [
    doctor('anil', 'Dr. Anil Gunasekara', 'Consultant Cardiologist', 'cardiology'),
    doctor('ruwani', 'Dr. Ruwani Perera', 'Consultant Cardiologist', 'cardiology'),
    doctor('nimal', 'Dr. Nimal Perera', 'Consultant Paediatrician', 'paediatrics'),
    doctor('kumar', 'Dr. Kumar Rajan', 'Consultant Dermatologist', 'dermatology'),
    doctor('fathima', 'Dr. Fathima Cassim', 'Consultant Obstetrician & Gynaecologist', 'obstetrics-gynaecology'),
    doctor('suresh', 'Dr. Suresh Sivapalan', 'Consultant ENT Surgeon', 'ent'),
    doctor('lalith', 'Dr. Lalith Bandara', 'Consultant Neurologist', 'neurology'),
    doctor('mahesh', 'Dr. Mahesh Fernando', 'Consultant Orthopaedic Surgeon', 'orthopaedics'),
    doctor('kavitha', 'Dr. Kavitha Navaratnam', 'Consultant Psychiatrist', 'psychiatry'),
    doctor('saman', 'Dr. Saman Herath', 'Consultant Physician', 'general-medicine'),
    doctor('malini', 'Dr. Malini Selvarajah', 'Consultant Eye Surgeon', 'ophthalmology'),
    doctor('imran', 'Dr. Imran Marikar', 'Consultant Endocrinologist', 'endocrinology'),
    doctor('upul', 'Dr. Upul Dissanayake', 'Consultant Urologist', 'urology'),
    doctor('dilani', 'Dr. Dilani Wickramasinghe', 'Consultant Chest Physician', 'respiratory-medicine'),
    doctor('roshan', 'Dr. Roshan Jayasinghe', 'Consultant General Surgeon', 'general-surgery'),
  ],
  specialties: [
    ['cardiology', 'Cardiology'],
    ['paediatrics', 'Paediatrics'],
    ['dermatology', 'Dermatology'],
    ['obstetrics-gynaecology', 'Obstetrics & Gynaecology'],
    ['ent', 'Ear, Nose & Throat'],
    ['neurology', 'Neurology'],
    ['orthopaedics', 'Orthopaedics'],
    ['psychiatry', 'Psychiatry'],
    ['general-medicine', 'General Medicine'],
    ['ophthalmology', 'Ophthalmology'],
    ['endocrinology', 'Endocrinology'],
    ['urology', 'Urology'],
    ['respiratory-medicine', 'Respiratory Medicine'],
    ['general-surgery', 'General Surgery'],
  ].map(([code, display]) => ({ code: code ?? '', display: display ?? '' })),
  organizations: [
    { id: 'colombo', orgName: 'Carechat Hospital Colombo' },
    { id: 'kandy', orgName: 'Carechat Hospital Kandy' },
    { id: 'galle', orgName: 'Carechat Hospital Galle' },
  ],
};
