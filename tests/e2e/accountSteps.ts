import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { detail, HOLDER, openAccount, patientCard, viewGroup, withAccount, yearsSince } from './account';
import { accountProfile, addPatient, gql } from './api';

/**
 * The profile journeys of issue 6 (add, edit, classify), each on a fresh account, shared by the chat tenant's
 * and the flat tenant's test files. `editable` is the tenant's editProfile switch.
 */

/** /profiles → Add new profile → the form (Miss Nimali Perera, Sister) → SUBMIT → back on /profiles, in the Sister group. */
export async function addSister(
  browser: Browser,
  baseUrl: string,
  hospitalId: string,
  editable: boolean,
): Promise<void> {
  await withAccount(browser, baseUrl, hospitalId, async ({ page, token }) => {
    await openAccount(page, baseUrl, '1 person');
    // The holder's own card shows first (Me), with Edit only where the tenant lets profiles be edited.
    const me = patientCard(page, HOLDER);
    expect(await detail(me, 'Relationship').textContent()).toBe('Me');
    expect(await me.getByRole('link', { name: `Edit ${HOLDER}` }).count()).toBe(editable ? 1 : 0);

    await page.getByRole('link', { name: 'Add new profile' }).click();
    await page.waitForURL(/\/profiles\/registration\?back=(%2F|\/)profiles$/);
    await page.getByRole('heading', { name: 'Add New Profile' }).waitFor();
    await page.getByRole('group', { name: 'Name prefix' }).getByRole('button', { name: 'Miss', exact: true }).click();
    await page.getByLabel('Given name').fill('Nimali');
    await page.getByLabel('Family name').fill('Perera');
    await page.getByRole('group', { name: 'Gender' }).getByRole('button', { name: 'Female', exact: true }).click();
    await page.getByLabel('Day').fill('9');
    await page.getByLabel('Month').fill('4');
    await page.getByLabel('Year').fill('2001');
    await page
      .getByRole('group', { name: 'This account is for?' })
      .getByRole('button', { name: 'Sister', exact: true })
      .click();
    await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();

    await page.waitForURL(/\/profiles$/, { timeout: 15_000 });
    await page.getByText('2 people', { exact: true }).waitFor();
    const sisters = await viewGroup(page, 'Sister');
    const sister = patientCard(page, 'Miss. Nimali Perera');
    expect(await sisters.getByRole('listitem').count()).toBe(1);
    // Stored as 'Sister Nimali'; shown as the relationship alone (issue 29 item 20).
    expect(await detail(sister, 'Relationship').textContent()).toBe('Sister');
    expect(await detail(sister, 'Gender').textContent()).toBe('Female');
    expect(await detail(sister, 'Date of birth').textContent()).toBe('2001-04-09');
    expect(await detail(sister, 'Age').textContent()).toBe(`${String(yearsSince('2001-04-09'))} years`);
    expect(await detail(sister, 'Address').textContent()).toBe('Not Available');
    expect(await sister.getByRole('link', { name: 'Edit Miss. Nimali Perera' }).count()).toBe(editable ? 1 : 0);
    // Classified already: nothing to classify.
    expect(await sister.getByRole('button', { name: /^Classify / }).count()).toBe(0);

    const stored = (await accountProfile(baseUrl, token)).patients.find((patient) => patient.given.includes('Nimali'));
    expect(stored).toMatchObject({
      prefix: 'Miss',
      family: 'Perera',
      gender: 'female',
      birthDate: '2001-04-09',
      relationship: 'Sister Nimali',
    });
  });
}

/** Edit on the Me card → 'Update Profile' → a new given name and an address (address dialog) → UPDATE → the card and the API show them. */
export async function editHolder(browser: Browser, baseUrl: string, hospitalId: string): Promise<void> {
  await withAccount(browser, baseUrl, hospitalId, async ({ page, token, patientId }) => {
    await openAccount(page, baseUrl, '1 person');
    await patientCard(page, HOLDER)
      .getByRole('link', { name: `Edit ${HOLDER}` })
      .click();
    await page.waitForURL(new RegExp(`/profiles/registration/${patientId}\\?back=`));
    await page.getByRole('heading', { name: 'Update Profile' }).waitFor();
    const given = page.getByLabel('Given name');
    expect(await given.inputValue()).toBe('Ruwani');
    expect(await page.getByLabel('Family name').inputValue()).toBe('Perera');
    await given.fill('Ruvini');

    await page.getByRole('button', { name: 'Edit address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit address' });
    const update = dialog.getByRole('button', { name: 'Update', exact: true });
    expect(await update.isDisabled()).toBe(true); // nothing changed yet
    await dialog.getByLabel('Address line 1').fill('12 Lake Road');
    await dialog.getByLabel('City').fill('Kandy');
    await update.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('12 Lake Road, Kandy', { exact: true }).waitFor();
    await page.getByText('Saved when you press UPDATE').waitFor();
    // Nothing is stored before UPDATE.
    expect((await accountProfile(baseUrl, token)).patients[0]?.address ?? null).toBeNull();

    await page.getByRole('button', { name: 'UPDATE', exact: true }).click();
    await page.waitForURL(/\/profiles$/);
    await page.getByText('Profile updated successfully').waitFor();
    const card = patientCard(page, 'Ms. Ruvini Perera');
    expect(await detail(card, 'Address').textContent()).toBe('12 Lake Road, Kandy');
    expect(await detail(card, 'Relationship').textContent()).toBe('Me');
    expect(await page.getByText(HOLDER, { exact: true }).count()).toBe(0);

    const [holder] = (await accountProfile(baseUrl, token)).patients;
    expect(holder).toMatchObject({
      id: patientId,
      prefix: 'Ms',
      given: ['Ruvini'],
      family: 'Perera',
      relationship: 'Me',
      address: { line: ['12 Lake Road'], city: 'Kandy' },
    });

    // A reload reads it back from the server, not from what the page remembered.
    await page.reload();
    expect(await detail(patientCard(page, 'Ms. Ruvini Perera'), 'Address').textContent()).toBe('12 Lake Road, Kandy');
  });
}

/**
 * With editProfile off: no Edit on a classified profile; its update form keeps the name, gender, date of
 * birth and relationship as they are but still changes the address (delivery information, not identity),
 * and the API refuses a change to the name.
 */
async function holderIsReadOnly(page: Page, baseUrl: string, token: string, patientId: string): Promise<void> {
  await openAccount(page, baseUrl, '2 people');
  expect(await page.getByRole('link', { name: /^Edit (?!address of )/ }).count()).toBe(0);

  // The card still offers the address, the one part editProfile leaves to the holder.
  await patientCard(page, HOLDER)
    .getByRole('link', { name: `Edit address of ${HOLDER}` })
    .click();
  await page.waitForURL(new RegExp(`/profiles/registration/${patientId}\\?back=`));
  await page.getByRole('heading', { name: 'Update Profile' }).waitFor();
  await page.getByText('Editing profiles is not available. Please contact the hospital.').waitFor();
  expect(await page.getByLabel('Given name').isDisabled()).toBe(true);
  expect(
    await page
      .getByRole('group', { name: 'This account is for?' })
      .getByRole('button', { name: 'Me', exact: true })
      .isDisabled(),
  ).toBe(true);
  await page.getByRole('button', { name: 'Edit address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit address' });
  await dialog.getByLabel('Address line 1').fill('3 Hill Street');
  await dialog.getByLabel('City').fill('Galle');
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'UPDATE', exact: true }).click();
  await page.waitForURL(/\/profiles$/);
  await page.getByText('Profile updated successfully').waitFor();
  expect((await accountProfile(baseUrl, token)).patients.find((patient) => patient.id === patientId)).toMatchObject({
    given: ['Ruwani'],
    relationship: 'Me',
    address: { line: ['3 Hill Street'], city: 'Galle' },
  });

  const rename = { op: 'add', path: '/name', name: { prefix: 'Ms', given: ['Ruvini'], family: 'Perera' } };
  await expect(
    gql(
      baseUrl,
      'mutation ($id: ID!, $patch: [PatientPatchOperation!]!) { patchPatient(id: $id, patch: $patch) { id } }',
      { id: patientId, patch: [rename] },
      token,
    ),
  ).rejects.toThrow(/Editing profiles is not available/);
  expect((await accountProfile(baseUrl, token)).patients.find((patient) => patient.id === patientId)?.given).toEqual([
    'Ruwani',
  ]);
}

/**
 * An unclassified relative (added through the API, as the hospital's own records are) is classified through
 * the relationship modal: Classify → 'This account is for?' → Brother → 'Please confirm' → Confirm.
 * In a flat tenant (editProfile off), the holder's profile is checked to be read-only first.
 */
export async function classifyRelative(
  browser: Browser,
  baseUrl: string,
  hospitalId: string,
  editable: boolean,
): Promise<void> {
  await withAccount(browser, baseUrl, hospitalId, async ({ page, token, patientId }) => {
    const kamalId = await addPatient(baseUrl, token, hospitalId, {
      prefix: 'Mr',
      given: ['Kamal'],
      family: 'Perera',
      gender: 'male',
      birthDate: '1988-02-03',
    });
    if (!editable) await holderIsReadOnly(page, baseUrl, token, patientId);

    await openAccount(page, baseUrl, '2 people');
    await viewGroup(page, 'Unclassified');
    const kamal = patientCard(page, 'Mr. Kamal Perera');
    expect(await detail(kamal, 'Relationship').textContent()).toBe('Not Available');
    // Unclassified: never an Edit, whatever the tenant; Classify instead.
    expect(await kamal.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    await kamal.getByRole('button', { name: 'Classify Mr. Kamal Perera' }).click();

    const question = page.getByRole('dialog', { name: 'This account is for?' });
    const choices = question.getByRole('group', { name: 'Relationship' });
    await choices.waitFor();
    // Me is taken by the holder; a man cannot be a Mother or a Wife.
    for (const hidden of ['Me', 'Mother', 'Wife'])
      expect(await choices.getByRole('button', { name: hidden, exact: true }).count()).toBe(0);
    await choices.getByRole('button', { name: 'Brother', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Mr. Kamal Perera is your Brother?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });

    const chips = page.getByRole('group', { name: 'Relationship view' });
    await expect.poll(() => chips.getByRole('button', { name: 'Unclassified', exact: true }).count()).toBe(0);
    await viewGroup(page, 'Brother');
    expect(await detail(kamal, 'Relationship').textContent()).toBe('Brother');
    expect(await kamal.getByRole('button', { name: /^Classify / }).count()).toBe(0);
    expect(await kamal.getByRole('link', { name: 'Edit Mr. Kamal Perera' }).count()).toBe(editable ? 1 : 0);
    expect(await page.getByText('2 people', { exact: true }).count()).toBe(1);
    const stored = (await accountProfile(baseUrl, token)).patients.find((patient) => patient.id === kamalId);
    expect(stored?.relationship).toBe('Brother Kamal');
  });
}
