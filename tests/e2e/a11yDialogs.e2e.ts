import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addPatient, gql, signInStaff } from './api';
import { expectNoAxeViolations } from './axe';
import { holdAppointment, payableSession, payByCard, type HeldAppointment } from './payAppointment';
import { startedSession, type SeededSession } from './sessions';
import { signedInPage, type SignedInPatient } from './signedIn';
import { useBrowser } from './useBrowser';

/**
 * Issue 20 accessibility audit, the dialogs: axe (WCAG 2.2 AA) with each dialog open, in Chromium at phone size,
 * and focus moved into each dialog when it opens and given back to the control that opened it when it closes.
 * One server, one browser, one signed-in patient: her paid appointment (refund wizard, documents) and a fulfilled
 * visit (the feedback modal) are made through the API; the pages are what is looked at.
 */

const PHONE = { width: 390, height: 844 };
const BOOK = 'mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id } }';
const ARRIVED = 'mutation ($id: ID!) { markAppointmentArrived(appointmentId: $id) { session { id } } }';
const FULFILLED = 'mutation ($id: ID!) { markAppointmentFulfilled(appointmentId: $id) { session { id } } }';
/** A small PDF: the blob service checks only that it starts '%PDF-'. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** The focused element is inside the dialog. */
async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** The control that opened a dialog has the focus again. */
async function expectFocused(control: Locator): Promise<void> {
  await expect.poll(() => control.evaluate((element) => element === document.activeElement)).toBe(true);
}

/** Opens a dialog from its control, checks it with axe and its focus, closes it with Escape and checks focus came back. */
async function auditDialog(page: Page, opener: Locator, dialog: Locator, context: string): Promise<void> {
  await opener.click();
  await dialog.waitFor();
  await expectFocusInside(dialog);
  await expectNoAxeViolations(page, context);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(opener);
}

describe('dialogs: axe with each open, focus in and back (chat tenant, 390x844)', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();
  let patient: SignedInPatient;
  let started: SeededSession;
  let payable: SeededSession;
  let paid: HeldAppointment;

  beforeAll(async () => {
    started = await startedSession(baseUrl);
    payable = await payableSession(baseUrl);
    patient = await signedInPage(browser(), baseUrl, started.organization.id);
    await patient.page.setViewportSize(PHONE);
    paid = await holdAppointment(baseUrl, patient.token, payable.id, patient.patientId);
    await payByCard(baseUrl, patient.token, paid, '4111111111111111');
  });

  const appointmentUrl = (sessionId: string, appointmentId: string): string =>
    `${baseUrl}/view/appointment?sessionId=${sessionId}&appointmentId=${appointmentId}`;

  it('the reserve dialog on /view/session: focus on Reserve, no violations; Escape closes it', async () => {
    const { page } = patient;
    await page.goto(`${baseUrl}/view/session?sessionId=${encodeURIComponent(payable.id)}`);
    const dialog = page.getByRole('dialog');
    const reserve = dialog.getByRole('button', { name: 'Reserve', exact: true });
    await reserve.waitFor();
    // It opens with the page (no control opened it): the focus starts on its main action.
    await expectFocused(reserve);
    await expectNoAxeViolations(page, 'the reserve dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the refund wizard, the upload dialog and the document viewer on a paid appointment', async () => {
    const { page } = patient;
    await page.goto(appointmentUrl(paid.sessionId, paid.appointmentId));
    await auditDialog(
      page,
      page.getByRole('button', { name: 'Request To Refund' }),
      page.getByRole('dialog', { name: 'Request To Refund' }),
      'the refund wizard',
    );

    // A document to open: uploaded through the upload dialog (itself audited on the way).
    const uploadButton = page.getByRole('button', { name: 'Upload documents' });
    await uploadButton.click();
    const upload = page.getByRole('dialog', { name: 'Upload documents' });
    await expectFocusInside(upload);
    await upload
      .getByLabel('PDF documents')
      .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNoAxeViolations(page, 'the upload dialog with a file chosen');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByText('Uploaded', { exact: true }).first().waitFor({ timeout: 30_000 });
    await upload.getByRole('button', { name: 'Close' }).click();
    await upload.waitFor({ state: 'detached' });
    await expectFocused(uploadButton);

    await auditDialog(
      page,
      page.getByRole('button', { name: 'Open report.pdf' }),
      page.getByRole('dialog', { name: 'report.pdf' }),
      'the document viewer',
    );
  });

  it('the feedback modal on a fulfilled visit: it opens with the page, focus inside, no violations', async () => {
    const { page } = patient;
    const { createAppointment } = await gql<{ createAppointment: { id: string } }>(
      baseUrl,
      BOOK,
      { input: { sessionId: started.id, patientId: patient.patientId } },
      patient.token,
    );
    const staff = await signInStaff(baseUrl, `staff.${started.organization.id.replace(/^org-/, '')}`);
    await gql(baseUrl, ARRIVED, { id: createAppointment.id }, staff);
    await gql(baseUrl, FULFILLED, { id: createAppointment.id }, staff);
    await page.goto(appointmentUrl(started.id, createAppointment.id));
    const dialog = page.getByRole('dialog', { name: 'How was your visit?' });
    await dialog.waitFor();
    await expectFocusInside(dialog);
    await expectNoAxeViolations(page, 'the feedback modal');
    await dialog.getByRole('button', { name: '9, Great' }).click();
    await expectNoAxeViolations(page, 'the feedback modal with a score');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the relationship modal from Classify on /profiles', async () => {
    const { page } = patient;
    await addPatient(baseUrl, patient.token, started.organization.id, {
      prefix: 'Mr',
      given: ['Kamal'],
      family: 'Perera',
      gender: 'male',
      birthDate: '1988-02-03',
    });
    await page.goto(`${baseUrl}/profiles`);
    await page.getByText('2 people', { exact: true }).waitFor();
    await page
      .getByRole('group', { name: 'Relationship view' })
      .getByRole('button', { name: 'Unclassified', exact: true })
      .click();
    await auditDialog(
      page,
      page.getByRole('button', { name: 'Classify Mr. Kamal Perera' }),
      page.getByRole('dialog', { name: 'This account is for?' }),
      'the relationship modal',
    );
  });
});
