import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION } from '../../domain/imageUpload';
import { gql } from './api';
import { upcomingSessions, type SeededSession } from './sessions';
import { signedInPage } from './signedIn';
import { staffConsole } from './staff';
import { useBrowser } from './useBrowser';

const BOOK = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id tokenNo } }`;
const RESERVE = `mutation ($id: ID!) { confirmReservation(appointmentId: $id) { id } }`;
const DOCUMENTS = `query ($id: ID!) { queryDocumentReference(appointmentId: $id) { description url contentType author } }`;

/** A small PDF: the blob service checks only that it starts '%PDF-'. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * Chooses a noisy 2600×1800 PNG (several MB, as a phone photo) in the image input: drawn on a canvas in
 * the page and handed to the input as a picked file. Returns its size in bytes.
 */
async function chooseNoisyPng(page: Page, inputLabel: string): Promise<number> {
  const input = page.getByLabel(inputLabel, { exact: true });
  return input.evaluate(async (element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2600;
    canvas.height = 1800;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no canvas');
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const x = (i / 4) % canvas.width;
      pixels.data[i] = (x / 10 + Math.random() * 60) & 255;
      pixels.data[i + 1] = Math.random() * 255;
      pixels.data[i + 2] = 128 + Math.random() * 60;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((made) => (made === null ? reject(new Error('no png')) : resolve(made)), 'image/png'),
    );
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'scan.png', { type: 'image/png' }));
    const fileInput = element as HTMLInputElement;
    fileInput.files = transfer.files;
    fileInput.dispatchEvent(new Event('change', { bubbles: true }));
    return blob.size;
  });
}

/** The hospitals' date (Asia/Colombo, UTC+5:30, no daylight saving) of an instant. */
const colomboDay = (ms: number): string => new Date(ms + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A session of today in the hospitals' time (what the staff Sessions board lists), open for a while yet, with room. */
async function todaysSession(baseUrl: string): Promise<SeededSession> {
  const today = colomboDay(Date.now());
  const found = (await upcomingSessions(baseUrl, Date.now() - 24 * 60 * 60 * 1000)).find(
    (session) =>
      colomboDay(Date.parse(session.startTime)) === today &&
      (session.status === 'scheduled' || session.status === 'started') &&
      session.participationMode === 'in_person' &&
      Date.parse(session.endTime) > Date.now() + 15 * 60 * 1000 &&
      (session.appointmentMaxAllowed < 0 || session.appointmentMaxAllowed - session.activeAppointments >= 2),
  );
  if (found === undefined) throw new Error("no session of today's in the seed");
  return found;
}

/** A JPEG's width and height from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('not a JPEG');
}

// Spec 000 §5 Uploads, §7, §8: the patient uploads an image over 1 MB and a PDF; staff open them and send a
// prescription back; the patient sees it appear, labelled 'Hospital Staff'.
describe('documents for the doctor', () => {
  const browser = useBrowser();

  it.each([['carechat-demo', inject('chatUrl')]])(
    '%s: patient uploads, staff read and answer with a prescription',
    async (_, baseUrl) => {
      const session = await todaysSession(baseUrl);
      const patient = await signedInPage(browser(), baseUrl, session.organization.id);
      const { createAppointment: booked } = await gql<{ createAppointment: { id: string; tokenNo: number } }>(
        baseUrl,
        BOOK,
        { input: { sessionId: session.id, patientId: patient.patientId } },
        patient.token,
      );
      await gql(baseUrl, RESERVE, { id: booked.id }, patient.token);

      const { page } = patient;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/view/appointment?sessionId=${session.id}&appointmentId=${booked.id}`);
      await page.getByText('No documents yet.').waitFor();
      await page.getByRole('button', { name: 'Upload documents' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload documents' });
      const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
      expect(await upload.isDisabled()).toBe(true);
      // The document input takes PDF only.
      await dialog
        .getByLabel('PDF documents')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
      await dialog.getByText('Only PDF documents can be chosen here.').waitFor();
      expect(await chooseNoisyPng(page, 'Images')).toBeGreaterThan(IMAGE_MAX_BYTES);
      await dialog
        .getByLabel('PDF documents')
        .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
      expect(await dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem').count()).toBe(2);
      await page.screenshot({ path: '/tmp/documents-upload.png' });
      await upload.click();
      await dialog.getByText('Uploaded', { exact: true }).first().waitFor({ timeout: 30_000 });
      await dialog.getByRole('button', { name: 'Close' }).click();
      const documents = page.getByRole('list', { name: 'Documents' });
      await documents.getByText('report.pdf').waitFor();
      await documents.getByText('scan.png').waitFor();
      await page.screenshot({ path: '/tmp/documents-viewer.png', fullPage: true });

      // What was stored for the image: a JPEG of at most 1 MB and 1920 px on its longer side.
      const { queryDocumentReference } = await gql<{
        queryDocumentReference: { description: string; url: string; contentType: string }[];
      }>(baseUrl, DOCUMENTS, { id: booked.id }, patient.token);
      const image = queryDocumentReference.find((document) => document.description === 'scan.png');
      expect(image?.contentType).toBe('image/jpeg');
      const stored = Buffer.from(
        await (
          await fetch(`${baseUrl}${image?.url ?? ''}`, { headers: { authorization: `Bearer ${patient.token}` } })
        ).arrayBuffer(),
      );
      expect(stored.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
      const size = jpegSize(stored);
      expect(Math.max(size.width, size.height)).toBe(IMAGE_MAX_DIMENSION);
      expect(size.width / size.height).toBeCloseTo(2600 / 1800, 2);

      // Staff of the hospital open them from the Sessions board and send a prescription back.
      const staff = await staffConsole(browser(), baseUrl, `staff.${session.organization.id.replace(/^org-/, '')}`);
      await staff.page.goto(`${baseUrl}/staff/sessions`);
      const row = staff.page
        .getByRole('row')
        .filter({ has: staff.page.getByRole('rowheader', { name: String(booked.tokenNo), exact: true }) })
        .filter({ hasText: 'Ruwani' });
      await row.getByRole('button', { name: 'Documents' }).first().click();
      const panel = staff.page.getByRole('group', { name: /^Documents of / });
      await panel.getByRole('button', { name: 'Open scan.png' }).click();
      const viewer = staff.page.getByRole('dialog', { name: 'scan.png' });
      await viewer.getByRole('img', { name: 'scan.png' }).waitFor();
      expect(await viewer.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(
        IMAGE_MAX_DIMENSION,
      );
      await viewer.getByRole('button', { name: 'Close' }).click();
      await panel.getByRole('button', { name: 'Open report.pdf' }).click();
      const pdfViewer = staff.page.getByRole('dialog', { name: 'report.pdf' });
      expect(await pdfViewer.getByRole('link', { name: 'Open PDF' }).getAttribute('href')).toMatch(/^blob:/);
      await pdfViewer.getByRole('button', { name: 'Close' }).click();

      await panel.getByRole('button', { name: 'Send a prescription' }).click();
      const send = staff.page.getByRole('dialog', { name: 'Send a prescription' });
      await send
        .getByLabel('PDF documents')
        .setInputFiles({ name: 'prescription.pdf', mimeType: 'application/pdf', buffer: PDF });
      await send.getByRole('button', { name: 'Upload', exact: true }).click();
      await send.getByText('Uploaded', { exact: true }).first().waitFor();
      await send.getByRole('button', { name: 'Close' }).click();
      await panel.getByText('prescription.pdf').waitFor();
      await staff.context.close();

      // The patient sees it appear without a reload, by Hospital Staff.
      const prescription = documents.getByRole('listitem').filter({ hasText: 'prescription.pdf' });
      await prescription.waitFor();
      expect(await prescription.innerText()).toContain('Hospital Staff');
      expect(await documents.getByRole('listitem').filter({ hasText: 'scan.png' }).innerText()).not.toContain(
        'Hospital Staff',
      );
      await page.screenshot({ path: '/tmp/documents-prescription.png', fullPage: true });
      await patient.context.close();
    },
  );
});
