// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type {
  CreateDocumentInput,
  CreateOrderInput,
  PutFileInput,
  PutFileOutput,
  UploadedOrderDocument,
} from '../../../machines/orderCreate.machine';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import type { OrderCreateActors } from '../../../src/features/orders/api/orderCreateActors';
import { OrderCreateScreen } from '../../../src/features/orders/create/OrderCreateScreen';
import { renderScreen } from '../screens/renderWithApp';

/** Actors answering at once (uploads) or when the test says (the put of an image, so 'uploading' can be seen). */
function fakeActors(options: { holdPut?: boolean } = {}) {
  const held: (() => void)[] = [];
  const created: CreateOrderInput[] = [];
  const actors: OrderCreateActors = {
    putFile: fromPromise<PutFileOutput, PutFileInput>(
      () =>
        new Promise((resolve) => {
          const done = () => resolve({ url: '/blob/get/1', contentType: 'image/jpeg' });
          if (options.holdPut === true) held.push(done);
          else done();
        }),
    ),
    createDocument: fromPromise<UploadedOrderDocument, CreateDocumentInput>(({ input }) =>
      Promise.resolve({ documentReferenceId: input.id, url: '/blob/get/1', contentType: 'image/jpeg' }),
    ),
    loadCatalogue: fromPromise(() =>
      Promise.resolve([{ code: '10000001', name: 'Full Blood Count', priceCents: 150000 }]),
    ),
    ensureHospitalProfile: fromPromise<unknown, { patientId: string; organizationId: string }>(() =>
      Promise.resolve(undefined),
    ),
    createOrder: fromPromise<{ id: string }, CreateOrderInput>(({ input }) => {
      created.push(input);
      return Promise.resolve({ id: input.id });
    }),
  };
  return { actors, held, created };
}

function open(category: string, actors: OrderCreateActors) {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({
    accessToken: 'token-1',
    profile: {
      id: 'profile-1',
      mobileNo: '94771234567',
      patients: [
        {
          id: 'p1',
          prefix: 'Mr',
          given: ['Nimal'],
          family: 'Perera',
          gender: 'male',
          birthDate: '1990-01-01',
          relationship: 'Me',
          hospitalId: 'org-colombo',
          mobileNo: '94771234567',
        },
      ],
    },
  });
  store.setRelationshipView('Me');
  return renderScreen(<OrderCreateScreen actors={actors} orderId="order-1" />, {
    path: '/order/create/:category',
    url: `/order/create/${category}`,
    store,
  });
}

const request = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Request' });
const image = () => new File(['x'], 'rx.png', { type: 'image/png' });

function attach(file: File, input = 'Images') {
  fireEvent.click(screen.getByRole('button', { name: 'Attach images or documents' }));
  fireEvent.change(screen.getByLabelText(input), { target: { files: [file] } });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('OrderCreateScreen: Request (spec 001 §5)', () => {
  it('is disabled with no image, while uploading, and enabled once uploaded; Request goes to the order view', async () => {
    const fake = fakeActors({ holdPut: true });
    open('Medication', fake.actors);
    expect(screen.getByRole('heading', { name: 'Order Medication' })).toBeTruthy();
    expect(request().disabled).toBe(true);
    expect(screen.getByText('Attach a prescription image to request.')).toBeTruthy();
    attach(image());
    expect(await screen.findByText('Uploading image')).toBeTruthy();
    expect(request().disabled).toBe(true);
    fake.held[0]?.();
    expect(await screen.findByText('Upload success')).toBeTruthy();
    expect(request().disabled).toBe(false);
    fireEvent.click(request());
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/order/view?orderId=order-1'));
    expect(fake.created[0]).toMatchObject({
      patientId: 'p1',
      category: 'Medication',
      initiatedFor: 'appointment',
      documentReferenceIds: [expect.any(String)],
    });
  });

  it('refuses a non-PDF in the document input', () => {
    open('Medication', fakeActors().actors);
    attach(image(), 'PDF documents');
    expect(screen.getByText('Only PDF documents can be chosen here.')).toBeTruthy();
  });

  it('is disabled for homecare with an empty address; the address modal updates only once a field is edited', async () => {
    open('Medication', fakeActors().actors);
    attach(image());
    await screen.findByText('Upload success');
    fireEvent.click(screen.getByRole('button', { name: 'Homecare' }));
    expect(request().disabled).toBe(true);
    expect(screen.getByText('Add your address for homecare.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const update = screen.getByRole<HTMLButtonElement>('button', { name: 'Update' });
    expect(update.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Colombo' } });
    expect(update.disabled).toBe(false);
    fireEvent.click(update);
    expect(screen.getByText('Colombo')).toBeTruthy();
    expect(request().disabled).toBe(false);
  });

  it('lab tests: home sample collection by default, a test needed instead of an image, and the 7 collection days', async () => {
    // 08:30 in Colombo: the first slot offered is today at 09:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:00:00Z'));
    open('Examination', fakeActors().actors);
    expect(screen.getByRole('button', { name: 'Home sample collection' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Full Blood Count/ }));
    expect(screen.getByText('Add your address for homecare.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sample collection at the hospital' }));
    expect(request().disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sample collection date' }).querySelectorAll('.choice')).toHaveLength(7);
    vi.useRealTimers();
  });

  it('never offers a time already past: after 17:00 the first slot is tomorrow at 09:00', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T14:30:00Z')); // 20:00 in Colombo
    open('Examination', fakeActors().actors);
    expect(screen.getByRole('button', { name: 'Tomorrow' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByLabelText<HTMLInputElement>(/time/i).value).toBe('09:00');
    vi.useRealTimers();
  });

  it('shows Admission for Finance, with no homecare choice', () => {
    open('Finance', fakeActors().actors);
    expect(screen.getByRole('heading', { name: 'Request an Admission' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Homecare' })).toBeNull();
  });
});
