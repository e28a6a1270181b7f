import type { Locator, Page } from 'playwright-core';
import { gql } from './api';

/**
 * Steps shared by the order end-to-end tests: the patient's newest order read through the API (its id and the
 * identifier staff see), the staff board's item and open order, and a small prescription photo.
 */

export interface PlacedOrder {
  readonly id: string;
  readonly identifier: string;
  readonly category: string;
}

const ORDERS = `query { queryServiceRequest(filter: { limit: 1 }) { id identifier category } }`;

/** The account's newest order (queryServiceRequest lists newest first). */
export async function newestOrder(baseUrl: string, token: string): Promise<PlacedOrder> {
  const { queryServiceRequest } = await gql<{ queryServiceRequest: PlacedOrder[] }>(baseUrl, ORDERS, {}, token);
  const order = queryServiceRequest[0];
  if (order === undefined) throw new Error('the patient has no order');
  return order;
}

const CREATE = `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { id identifier category } }`;

/** An order made straight through the API (what the chat or the create screen end in), for the staff-side tests. */
export async function placeOrder(baseUrl: string, token: string, input: Record<string, unknown>): Promise<PlacedOrder> {
  const { createServiceRequest } = await gql<{ createServiceRequest: PlacedOrder }>(baseUrl, CREATE, { input }, token);
  return createServiceRequest;
}

/** The console's words for a category (domain/orderStaffText.ts): Finance is an admission. */
const staffCategory = (category: string): string => (category === 'Finance' ? 'Admission' : category);

/** The order's item on the staff Orders tab (named '{Category} {identifier}, {patient}'). */
function boardItem(page: Page, order: PlacedOrder): Locator {
  return page.getByRole('listitem', { name: new RegExp(`^${staffCategory(order.category)} ${order.identifier},`) });
}

/** Opens the Orders tab and the order; returns its dialog. */
export async function openOnBoard(page: Page, order: PlacedOrder): Promise<Locator> {
  await page.getByRole('tab', { name: 'Orders' }).click();
  await boardItem(page, order).getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: `${staffCategory(order.category)} ${order.identifier}` });
  await dialog.waitFor();
  return dialog;
}

/** Staff reply with a note and a price: the order is performerReplied (pay and confirm). */
export async function replyWithPrice(dialog: Locator, note: string, price: string): Promise<void> {
  await dialog.getByLabel('Note', { exact: true }).fill(note);
  await dialog.getByLabel('Price (Rs)', { exact: true }).fill(price);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await dialog.getByText(note).waitFor();
}

/** Presses the board's one move button once it is enabled (payment reaches the console live). */
export async function move(dialog: Locator, label: string): Promise<void> {
  const button = dialog.getByRole('button', { name: label, exact: true });
  await button.waitFor();
  await dialog
    .page()
    .waitForFunction(
      (name) =>
        [...document.querySelectorAll('[role=dialog] button')].some(
          (b) => b.textContent === name && !(b as HTMLButtonElement).disabled,
        ),
      label,
      {
        timeout: 15_000,
      },
    );
  await button.click();
}

/** The patient's order view tracker: the step it is on and its status line. */
export function tracker(page: Page): { readonly current: Locator; readonly status: Locator } {
  const section = page.getByRole('region', { name: 'Order progress' });
  return { current: section.locator('[aria-current="step"]'), status: section.getByRole('status') };
}

/** A 1×1 PNG: enough for the blob service, which checks the type by the file's first bytes. */
export const TINY_PNG = {
  name: 'prescription.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const DOCUMENT = `mutation ($input: CreateDocumentReferenceInput!) { createDocumentReference(input: $input) { id } }`;

/** A prescription uploaded and made a document without an appointment, as the create screen does: its id for an order. */
export async function uploadPrescription(baseUrl: string, token: string, hospitalId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/blob/put?hospitalId=${encodeURIComponent(hospitalId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': TINY_PNG.mimeType },
    body: TINY_PNG.buffer,
  });
  const blobId = response.headers.get('x-blobdata-id');
  if (response.status !== 201 || blobId === null) throw new Error(`blob upload: ${String(response.status)}`);
  const { createDocumentReference } = await gql<{ createDocumentReference: { id: string } }>(
    baseUrl,
    DOCUMENT,
    { input: { description: 'Prescription', contentType: TINY_PNG.mimeType, url: `/blob/get/${blobId}` } },
    token,
  );
  return createDocumentReference.id;
}

/** A home-delivery medication order with an uploaded prescription, placed as the create screen places it. */
export async function placeHomeMedication(
  baseUrl: string,
  patient: { readonly token: string; readonly patientId: string },
): Promise<PlacedOrder> {
  const documentId = await uploadPrescription(baseUrl, patient.token, 'org-colombo');
  return placeOrder(baseUrl, patient.token, {
    patientId: patient.patientId,
    orderCategory: 'Medication',
    organization: 'org-colombo',
    serviceRequestInitiatedFor: 'homecare',
    serviceRequestInitiatedFrom: 'flat',
    documentReferenceIds: [documentId],
    addressLineOne: '12 Galle Road',
    addressCity: 'Colombo 3',
  });
}

/** The deep link the hospital sends for an order: `SR_{mobile}_{patientId}_{extra}_{orderId}`, base64, on the app's entry. */
export async function orderLink(baseUrl: string, token: string, patientId: string, orderId: string): Promise<string> {
  const { queryOneProfile } = await gql<{ queryOneProfile: { mobileNo: string } }>(
    baseUrl,
    '{ queryOneProfile { mobileNo } }',
    {},
    token,
  );
  const parts = ['SR', queryOneProfile.mobileNo, patientId, 'web', orderId].join('_');
  return `${baseUrl}/?access_token=${encodeURIComponent(Buffer.from(parts).toString('base64'))}`;
}
