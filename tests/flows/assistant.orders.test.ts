import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLDER, SIGNED_IN, startAssistant } from './assistantHarness';
import { SESSION, atMenu, next, upload } from './orderChat';
import type { Patient, Session } from '../../machines/types';
import { carechatDemo } from '../../tenants/carechat-demo';

/** Ordering in the chat (spec 001 §2 chat-flow order steps, issue 16 'In the chat'), through the transcript. */

const SISTER: Patient = { ...HOLDER, id: 'patient-sister', given: ['Nimali'], relationship: 'Sister Nimali' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Online Pharmacy in the chat', () => {
  it('loops over prescription photos, delivers home to the profile address and creates the order', async () => {
    const chat = await atMenu();
    await chat.tap('Online Pharmacy');
    await next(chat);
    expect(chat.newLines()).toEqual([
      'patient: Online Pharmacy',
      'assistant: Please upload a photo of your prescription.',
    ]);
    expect(chat.composer()).toEqual({ kind: 'photo', label: 'Prescription photo', submitLabel: 'Upload photo' });
    upload(chat, 'doc-1');
    await next(chat);
    expect(chat.newLines()).toEqual(['patient: [image] Prescription photo', 'assistant: Do you have more photos?']);
    await chat.tap('Yes, add another');
    await next(chat);
    chat.actor.send({ type: 'chat.uploadFailed', message: 'The image is too large' });
    upload(chat, 'doc-2');
    await next(chat);
    await chat.tap('No, that is all');
    await next(chat);
    expect(chat.newLines()).toEqual([
      'patient: Yes, add another',
      'assistant: Please upload a photo of your prescription.',
      'assistant: [failure] The image is too large',
      'patient: [image] Prescription photo',
      'assistant: Do you have more photos?',
      'patient: No, that is all',
      'assistant: How would you like to get your medicine?',
    ]);
    expect(chat.buttons()).toEqual(['Deliver home', 'Collect at the hospital', 'Back to menu']);
    await chat.tap('Deliver home');
    await next(chat);
    expect(chat.newLines()).toEqual([
      'patient: Deliver home',
      'assistant: Shall we come to your address: No. 5, Lake Road, Colombo?',
    ]);
    await chat.tap('Use this address');
    await next(chat);
    expect(chat.newLines().at(-1)).toContain('Delivery: Deliver home, No. 5, Lake Road, Colombo');
    await chat.tap('Confirm order');
    await chat.wait(1000);
    expect(chat.newLines()).toEqual([
      'patient: Confirm order',
      'assistant: Please wait, we are sending your order to the hospital.',
      'assistant: [success] Your order created successfully',
    ]);
    expect(chat.calls.booking.orders).toEqual([
      expect.objectContaining({
        patientId: HOLDER.id,
        category: 'Medication',
        initiatedFor: 'homecare',
        initiatedFrom: 'chat',
        documentReferenceIds: ['doc-1', 'doc-2'],
        addressLineOne: 'No. 5',
        addressLineTwo: 'Lake Road',
        addressCity: 'Colombo',
      }),
    ]);
    expect(chat.buttons()).toEqual(['View order', 'Back to menu']);
    await chat.tap('View order');
    expect(chat.navigations).toEqual(['/order/view?orderId=order-1']);
  });

  it('collects at the hospital without an address, and says the failure event then retries the same order', async () => {
    const chat = await atMenu({ booking: { orders: { createFailures: 1 } } });
    await chat.tap('Online Pharmacy');
    await next(chat);
    upload(chat, 'doc-1');
    await next(chat);
    await chat.tap('No, that is all');
    await next(chat);
    await chat.tap('Collect at the hospital');
    await next(chat);
    chat.newLines();
    await chat.tap('Confirm order');
    await chat.wait(1000);
    expect(chat.newLines()).toContain('assistant: [failure] Unable to create order (The order is incomplete.)');
    await chat.tap('Try again');
    await chat.wait(1000);
    expect(chat.newLines()).toContain('assistant: [success] Your order created successfully');
    const [first, second] = chat.calls.booking.orders;
    expect(first?.initiatedFor).toBe('appointment');
    expect(second?.key).toBe(first?.key);
    await chat.tap('Back to menu');
    await chat.wait(1000);
    expect(chat.buttons()).toContain('Online Pharmacy');
  });

  it('asks who the order is for when the account has several patients, and takes a typed address', async () => {
    const chat = await atMenu({
      session: { ...SIGNED_IN, profile: { ...SIGNED_IN.profile, patients: [HOLDER, SISTER] } },
    });
    await chat.tap('Online Pharmacy');
    await next(chat);
    expect(chat.newLines().at(-1)).toBe('assistant: Who is this order for?');
    await chat.tap(chat.buttons()[1]!);
    await next(chat);
    upload(chat, 'doc-1');
    await next(chat);
    await chat.tap('No, that is all');
    await next(chat);
    await chat.tap('Deliver home');
    await next(chat);
    expect(chat.newLines().at(-1)).toBe('assistant: Type the address: house, street and city, separated by commas.');
    await chat.type('  ');
    expect(chat.newLines()).toEqual(['assistant: Please type at least one part of the address.']);
    await chat.type('12 Sea Street, Galle');
    await next(chat);
    await chat.tap('Confirm order');
    await chat.wait(1000);
    expect(chat.calls.booking.orders[0]).toEqual(
      expect.objectContaining({ patientId: SISTER.id, addressLineOne: '12 Sea Street', addressCity: 'Galle' }),
    );
  });
});

describe('Home Lab Test in the chat', () => {
  it('offers Done only once a test is picked, filters by typing, and asks the collection day and time', async () => {
    const chat = await atMenu();
    await chat.tap('Home Lab Test');
    await next(chat);
    expect(chat.buttons()).toEqual([
      'FBC (10000001)',
      'UFR (10000002)',
      'ESR (10000003)',
      'SGPT (10000004)',
      'Gamma GT (10000005)',
      'Back to menu',
    ]);
    await chat.type('gamma');
    expect(chat.buttons()).toEqual(['Gamma GT (10000005)', 'Back to menu']);
    await chat.type('xyz');
    expect(chat.newLines().at(-1)).toBe("assistant: Nothing matches 'xyz'. Try another name or code.");
    await chat.tap('Gamma GT (10000005)');
    expect(chat.buttons()).toEqual(['✓ Gamma GT (10000005)', 'Done', 'Back to menu']);
    await chat.tap('Done');
    await next(chat);
    expect(chat.newLines().at(-1)).toBe('assistant: Do you have a prescription? Upload a photo of it, or tap Skip.');
    await chat.tap('Skip');
    await next(chat);
    expect(chat.buttons()).toEqual(['Home sample collection', 'At the hospital', 'Back to menu']);
    await chat.tap('Home sample collection');
    await next(chat);
    await chat.tap('Use this address');
    await next(chat);
    // 9:30 on 1 Jun 2025: today still has times (10 AM on), then six more days.
    expect(chat.buttons()).toEqual([
      'Today',
      'Tomorrow',
      'Tue, 3 Jun',
      'Wed, 4 Jun',
      'Thu, 5 Jun',
      'Fri, 6 Jun',
      'Sat, 7 Jun',
      'Back to menu',
    ]);
    await chat.tap('Tomorrow');
    await next(chat);
    expect(chat.buttons()[0]).toBe('8:00 AM');
    await chat.tap('10:00 AM');
    await next(chat);
    expect(chat.newLines().at(-1)).toContain('Tests: Gamma GT');
    await chat.tap('Confirm order');
    await chat.wait(1000);
    expect(chat.calls.booking.orders[0]).toEqual(
      expect.objectContaining({
        category: 'Examination',
        testCodes: ['10000005'],
        initiatedFor: 'homecare',
        sampleCollectionRequestedTime: new Date(2025, 5, 2, 10).toISOString(),
      }),
    );
  });

  it('says the lab failure event', async () => {
    const chat = await atMenu({ booking: { orders: { createFailures: 1 } } });
    await chat.tap('Home Lab Test');
    await next(chat);
    await chat.tap('FBC (10000001)');
    await chat.tap('Done');
    await next(chat);
    upload(chat, 'doc-1');
    await next(chat);
    await chat.tap('No, that is all');
    await next(chat);
    await chat.tap('At the hospital');
    await next(chat);
    await chat.tap('Today');
    await next(chat);
    await chat.tap('11:00 AM');
    await next(chat);
    await chat.tap('Confirm order');
    await chat.wait(1000);
    expect(chat.lines()).toContain('assistant: [failure] Unable to create lab test (The order is incomplete.)');
    expect(chat.calls.booking.orders[0]?.initiatedFor).toBe('appointment');
  });

  it('goes back to the menu when the list cannot load', async () => {
    const chat = await atMenu({ booking: { orders: { catalogueFails: true } } });
    await chat.tap('Home Lab Test');
    await chat.wait(3000);
    expect(chat.lines()).toContain(
      'assistant: Sorry, we could not load the hospital’s list just now. Please try again later.',
    );
    expect(chat.buttons()).toContain('Home Lab Test');
  });
});

describe('Home Visit in the chat', () => {
  it('picks a procedure, the prescription, the address, the time, and says the home visit failure event', async () => {
    const chat = await atMenu({ booking: { orders: { createFailures: 1 } } });
    await chat.tap('Home Visit');
    await next(chat);
    expect(chat.buttons()).toEqual(['X Ray General (20000001)', 'ECG (20000002)', 'Back to menu']);
    await chat.tap('ECG (20000002)');
    await chat.tap('Done');
    await next(chat);
    await chat.tap('Skip');
    await next(chat);
    await chat.tap('New address');
    await next(chat);
    await chat.type('Flat 3, 7 Hill Street, Kandy, Central');
    await next(chat);
    await chat.tap('Tomorrow');
    await next(chat);
    await chat.tap('9:00 AM');
    await next(chat);
    await chat.tap('Confirm order');
    await chat.wait(1000);
    expect(chat.lines()).toContain(
      'assistant: [failure] Unable to create home visit request (The order is incomplete.)',
    );
    expect(chat.calls.booking.orders[0]).toEqual(
      expect.objectContaining({
        category: 'Procedure',
        procedureCodes: ['20000002'],
        addressLineOne: 'Flat 3',
        addressLineTwo: '7 Hill Street',
        addressLineThree: 'Kandy',
        addressCity: 'Central',
      }),
    );
  });

  it('Back to menu leaves the order unsent; a picked procedure tapped again is unpicked', async () => {
    const chat = await atMenu();
    await chat.tap('Home Visit');
    await next(chat);
    await chat.tap('ECG (20000002)');
    await chat.tap('✓ ECG (20000002)');
    expect(chat.buttons()).not.toContain('Done');
    await chat.tap('X Ray General (20000001)');
    await chat.tap('Done');
    await next(chat);
    await chat.tap('Back to menu');
    await chat.wait(1000);
    expect(chat.calls.booking.orders).toEqual([]);
    expect(chat.buttons()).toContain('Home Visit');
  });
});

describe('/chat-home/{category}', () => {
  it('starts that order signed in', async () => {
    const chat = await atMenu();
    chat.actor.send({ type: 'session.orderFor', category: 'Examination' });
    await next(chat);
    expect(chat.buttons()[0]).toBe('FBC (10000001)');
  });

  it('says first which order it is, as no tapped menu button does (issue 29)', async () => {
    const chat = await atMenu();
    chat.newLines();
    chat.actor.send({ type: 'session.orderFor', category: 'Procedure' });
    await next(chat);
    expect(chat.newLines()[0]).toBe('assistant: Home Visit: ask the hospital to visit you at home.');
    const signedOut = startAssistant({ patients: [HOLDER] });
    await signedOut.wait(1000);
    signedOut.newLines();
    signedOut.actor.send({ type: 'session.orderFor', category: 'Medication' });
    await signedOut.wait(500);
    expect(signedOut.newLines()[0]).toBe('assistant: Online Pharmacy: order your medicine from the hospital.');
  });

  it('signs in first when signed out, then starts the order', async () => {
    const chat = startAssistant({ patients: [HOLDER] });
    chat.actor.send({ type: 'session.orderFor', category: 'Medication' });
    await chat.wait(500);
    expect(chat.composer().kind).toBe('mobile');
    await chat.type('0771234567');
    await chat.wait(1000);
    await chat.type('4821');
    await chat.wait(3000);
    expect(chat.lines()).toContain('assistant: Please upload a photo of your prescription.');
  });
});

describe('every step of each order conversation', () => {
  const NO_ADDRESS: Session = { ...SIGNED_IN, profile: { ...SIGNED_IN.profile, patients: [HOLDER, SISTER] } };
  const LABEL = { Medication: 'Online Pharmacy', Examination: 'Home Lab Test', Procedure: 'Home Visit' } as const;
  const FAILED = {
    Medication: 'Unable to create order',
    Examination: 'Unable to create lab test',
    Procedure: 'Unable to create home visit request',
  } as const;

  it.each(['Medication', 'Examination', 'Procedure'] as const)(
    '%s: for a relative, a failed and a second photo, a typed address, a failure, Try again, View order',
    async (category) => {
      const chat = await atMenu({ session: NO_ADDRESS, booking: { orders: { createFailures: 1 } } });
      await chat.tap(LABEL[category]);
      await next(chat);
      await chat.tap(chat.buttons()[1]!);
      await next(chat);
      if (category !== 'Medication') {
        await chat.type('qq');
        await chat.type(category === 'Examination' ? 'ufr' : 'ray');
        await chat.tap(chat.buttons()[0]!);
        await chat.tap('Done');
        await next(chat);
      }
      chat.actor.send({ type: 'chat.uploadFailed', message: 'The image is too large' });
      upload(chat, 'doc-1');
      await next(chat);
      await chat.tap('Yes, add another');
      await next(chat);
      upload(chat, 'doc-2');
      await next(chat);
      await chat.tap('No, that is all');
      await next(chat);
      if (category === 'Medication') await chat.tap('Deliver home');
      if (category === 'Examination') await chat.tap('Home sample collection');
      await next(chat);
      await chat.type(' , ');
      expect(chat.lines().at(-1)).toBe('assistant: Please type at least one part of the address.');
      await chat.type('12 Sea Street, Galle');
      await next(chat);
      if (category !== 'Medication') {
        await chat.tap('Tomorrow');
        await next(chat);
        await chat.tap('9:00 AM');
        await next(chat);
      }
      await chat.tap('Confirm order');
      await chat.wait(1000);
      expect(chat.lines()).toContain(`assistant: [failure] ${FAILED[category]} (The order is incomplete.)`);
      await chat.tap('Try again');
      await chat.wait(1000);
      await chat.tap('View order');
      expect(chat.navigations).toEqual(['/order/view?orderId=order-2']);
      expect(chat.calls.booking.orders[1]).toEqual(
        expect.objectContaining({
          patientId: SISTER.id,
          documentReferenceIds: ['doc-1', 'doc-2'],
          addressCity: 'Galle',
        }),
      );
    },
  );

  it.each(['Medication', 'Examination', 'Procedure'] as const)(
    '%s: Cancel at the summary sends nothing',
    async (category) => {
      const chat = await atMenu();
      await chat.tap(LABEL[category]);
      await next(chat);
      if (category !== 'Medication') {
        await chat.tap(chat.buttons()[0]!);
        await chat.tap('Done');
        await next(chat);
      }
      upload(chat, 'doc-1');
      await next(chat);
      await chat.tap('No, that is all');
      await next(chat);
      if (category === 'Medication') await chat.tap('Collect at the hospital');
      if (category === 'Examination') await chat.tap('At the hospital');
      if (category === 'Procedure') {
        await chat.tap('New address');
        await next(chat);
        await chat.type('Kandy');
      }
      await next(chat);
      if (category !== 'Medication') {
        await chat.tap('Today');
        await next(chat);
        await chat.tap('5:00 PM');
        await next(chat);
      }
      await chat.tap('Cancel');
      await chat.wait(1000);
      expect(chat.lines()).toContain('assistant: Your order is cancelled. Nothing was sent to the hospital.');
      expect(chat.calls.booking.orders).toEqual([]);
      expect(chat.buttons()).toContain(LABEL[category]);
    },
  );

  it.each(['Examination', 'Procedure'] as const)(
    '%s: says so when the hospital has nothing to order, or the list fails',
    async (category) => {
      const empty = await atMenu({ booking: { orders: { catalogue: [] } } });
      await empty.tap(LABEL[category]);
      await empty.wait(3000);
      expect(empty.lines()).toContain('assistant: Sorry, the hospital has nothing to order here yet.');
      const failing = await atMenu({ booking: { orders: { catalogueFails: true } } });
      await failing.tap(LABEL[category]);
      await failing.wait(3000);
      expect(failing.lines()).toContain(
        'assistant: Sorry, we could not load the hospital’s list just now. Please try again later.',
      );
    },
  );
});

it('Online Pharmacy: a new address instead of the profile one', async () => {
  const chat = await atMenu();
  await chat.tap('Online Pharmacy');
  await next(chat);
  upload(chat, 'doc-1');
  await next(chat);
  await chat.tap('No, that is all');
  await next(chat);
  await chat.tap('Deliver home');
  await next(chat);
  await chat.tap('New address');
  await next(chat);
  await chat.type('3 Temple Road, Matara');
  await next(chat);
  await chat.tap('Confirm order');
  await chat.wait(1000);
  expect(chat.calls.booking.orders[0]).toEqual(
    expect.objectContaining({ addressLineOne: '3 Temple Road', addressCity: 'Matara' }),
  );
});

describe('/chat-home/{category}, more', () => {
  it('keeps the order asked for while already signing in, and registers an account without a patient first', async () => {
    const signingIn = startAssistant({ patients: [HOLDER] });
    await signingIn.wait(1000);
    await signingIn.tap('Home Lab Test');
    signingIn.actor.send({ type: 'session.orderFor', category: 'Procedure' });
    expect(signingIn.actor.getSnapshot().context.pendingOrder).toBe('Procedure');
    const empty = await atMenu({ session: { ...SIGNED_IN, profile: { ...SIGNED_IN.profile, patients: [] } } });
    empty.actor.send({ type: 'session.orderFor', category: 'Medication' });
    await empty.wait(1000);
    expect(empty.actor.getSnapshot().matches('registering')).toBe(true);
  });

  it('says a switched-off order is not available', async () => {
    const chat = startAssistant({
      session: SESSION,
      features: {
        ...carechatDemo.features,
        procedureOrder: { ...carechatDemo.features.procedureOrder, enabled: false },
      },
    });
    await chat.wait(3000);
    chat.actor.send({ type: 'session.orderFor', category: 'Procedure' });
    await chat.wait(300);
    expect(chat.lines().at(-1)).toBe('assistant: Sorry, ordering a home visit is not available in this version yet.');
  });
});
