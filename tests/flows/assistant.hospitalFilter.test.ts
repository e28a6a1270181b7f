import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PractitionerSummary, SearchCatalogue } from '../../machines/types';
import { SIGNED_IN, startAssistant, type AssistantHarness } from './assistantHarness';
import { CATALOGUE, DOCTORS } from './bookingFakes';

/**
 * The chat booking's hospital filter (spec 000 §2 chat flow: hospital filter, then doctor or specialty
 * search): with a hospital chosen, the doctors offered for a typed key, and the recent doctors, are those
 * who hold sessions there; each doctor button names the role ('Dr. Anil Gunasekara, Consultant Cardiologist').
 */

const PAEDIATRICS = { code: 'paediatrics', display: 'Paediatrics' };
const ROLE = [{ code: 'paediatrician', display: 'Consultant Paediatrician' }];
const paediatrician = (id: string, name: string, organizationIds: string[]): PractitionerSummary => ({
  id,
  name,
  roles: ROLE,
  specialty: PAEDIATRICS,
  organizationIds,
});

const COLOMBO_DOCTOR = paediatrician('pr-dilani', 'Dr. Dilani Fernando', ['org-colombo']);
const GALLE_DOCTOR = paediatrician('pr-saman', 'Dr. Saman Silva', ['org-galle']);
const KANDY_DOCTOR = paediatrician('pr-nirmala', 'Dr. Nirmala Herath', ['org-kandy']);
const ANIL = { ...DOCTORS.anil, organizationIds: ['org-colombo'] };

const CATALOGUE_WITH_HOSPITALS: SearchCatalogue = {
  practitioners: [ANIL, COLOMBO_DOCTOR, GALLE_DOCTOR, KANDY_DOCTOR],
  specialties: [...CATALOGUE.specialties, PAEDIATRICS],
  organizations: [
    ...CATALOGUE.organizations,
    {
      id: 'org-galle',
      orgName: 'Carechat Hospital Galle',
      city: 'Galle',
      phone: '+94 91 200 0000',
      lat: 6.0,
      lng: 80.2,
    },
  ],
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Menu → Book a Doctor → the hospital, when given → the typed key; ends with the buttons offered for it. */
async function typed(query: string, hospital: string | null): Promise<string[]> {
  const chat = startAssistant({ booking: { catalogue: CATALOGUE_WITH_HOSPITALS } });
  await toBooking(chat);
  if (hospital !== null) {
    await chat.tap(hospital);
    await chat.wait(1300);
  }
  await chat.type(query);
  await chat.wait(1000);
  return chat.buttons();
}

async function toBooking(chat: AssistantHarness): Promise<void> {
  await chat.wait(1000);
  await chat.tap('Book a Doctor');
  await chat.wait(1300);
}

describe('assistant booking: the hospital filter', () => {
  it("with Kandy chosen, 'paed' offers Kandy's paediatrician only, named with the role", async () => {
    expect(await typed('paed', 'Carechat Hospital Kandy')).toEqual([
      'Dr. Nirmala Herath, Consultant Paediatrician',
      'Paediatrics',
      'Back to menu',
    ]);
  });

  it('with Kandy chosen, a specialty no Kandy doctor holds is not offered, nor its doctors', async () => {
    const buttons = await typed('cardio', 'Carechat Hospital Kandy');
    expect(buttons).not.toContain('Dr. Anil Gunasekara, Consultant Cardiologist');
    expect(buttons).not.toContain('Cardiology');
  });

  it('with no hospital chosen, every matching doctor is offered, each with the role', async () => {
    expect(await typed('paed', null)).toEqual([
      'Dr. Dilani Fernando, Consultant Paediatrician',
      'Dr. Saman Silva, Consultant Paediatrician',
      'Dr. Nirmala Herath, Consultant Paediatrician',
      'Paediatrics',
      'Back to menu',
    ]);
  });

  it('offers the recent doctors with their role, and after a hospital is chosen only those who work there', async () => {
    const chat = startAssistant({
      session: SIGNED_IN,
      booking: { catalogue: CATALOGUE_WITH_HOSPITALS, recentDoctors: [GALLE_DOCTOR, KANDY_DOCTOR] },
    });
    await toBooking(chat);
    expect(chat.buttons()).toEqual([
      'Dr. Saman Silva, Consultant Paediatrician',
      'Dr. Nirmala Herath, Consultant Paediatrician',
      'Carechat Hospital Colombo',
      'Carechat Hospital Kandy',
      'Carechat Hospital Galle',
      'Back to menu',
    ]);
    await chat.tap('Carechat Hospital Kandy');
    await chat.wait(1300);
    expect(chat.buttons()).toEqual(['Dr. Nirmala Herath, Consultant Paediatrician', 'Back to menu']);
  });
});
