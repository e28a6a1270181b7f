// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, Provider } from 'urql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { CARD_MESSAGES } from '../../../domain/card';
import type { CardTokenisation, SavedPaymentMethod } from '../../../machines/paymentMethods.types';
import type { Patient, Profile } from '../../../machines/types';
import type { PaymentMethodActors } from '../../../src/features/payments/api/paymentMethodActors';
import { SessionProvider } from '../../../src/lib/session/session';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import type { RedirectEnvironment } from '../../../src/lib/payment/redirectTo';
import { cardTypeLabel } from '../../../src/features/payments/methods/cardDisplay';
import { cardResultOf, withoutCardResult } from '../../../src/features/payments/methods/cardReturn';
import { PaymentMethodsScreen } from '../../../src/features/payments/methods/PaymentMethodsScreen';
import { MASTERCARD, TOKENISATION, VISA, withDefault } from '../../machines/paymentMethodsHarness';

const HOLDER: Patient = {
  id: 'patient-me',
  prefix: 'Mr',
  given: ['Nimal', 'Kumara'],
  family: 'Perera',
  gender: 'male',
  birthDate: '1985-03-02',
  relationship: 'Me',
  hospitalId: 'org-colombo',
  mobileNo: '94771234567',
};
const MOTHER: Patient = {
  ...HOLDER,
  id: 'patient-mother',
  prefix: 'Mrs',
  given: ['Kamala'],
  gender: 'female',
  relationship: 'Mother',
};
const ACCOUNT: Profile = { id: 'account-1', mobileNo: '94771234567', patients: [MOTHER, HOLDER] };

const PAGE = '/profiles/payment-methods';
const TEXT = {
  title: 'Saved Payment Methods',
  loadFailed: 'Sorry Nimal, There is a problem loading your payment methods.',
  empty: "We didn't find any payment methods of you",
};

/** A fake account's cards behind the machine's actors; every call is recorded. */
function fakeServer(
  initial: SavedPaymentMethod[] = [VISA, MASTERCARD],
  options: { failLoads?: number; tokenisation?: CardTokenisation } = {},
) {
  let cards = initial;
  let failLoads = options.failLoads ?? 0;
  const calls: { name: string; input: unknown }[] = [];
  const actors: PaymentMethodActors = {
    loadPaymentMethods: fromPromise(({ input }) => {
      calls.push({ name: 'loadPaymentMethods', input });
      if (failLoads > 0) {
        failLoads -= 1;
        return Promise.reject(new Error('[Network] Failed to fetch'));
      }
      return Promise.resolve(cards);
    }),
    setDefaultPaymentMethod: fromPromise(({ input }) => {
      calls.push({ name: 'setDefaultPaymentMethod', input });
      cards = withDefault(cards, input.id);
      return Promise.resolve(cards);
    }),
    deletePaymentMethod: fromPromise(({ input }) => {
      calls.push({ name: 'deletePaymentMethod', input });
      cards = cards.filter((card) => card.id !== input.id);
      return Promise.resolve(cards);
    }),
    initiateCardTokenisation: fromPromise(({ input }) => {
      calls.push({ name: 'initiateCardTokenisation', input });
      return Promise.resolve(options.tokenisation ?? TOKENISATION);
    }),
  };
  return {
    actors,
    calls: (name: string): unknown[] => calls.filter((call) => call.name === name).map((call) => call.input),
  };
}

function Location(): React.JSX.Element {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function renderPage(server = fakeServer(), url = PAGE, profile: Profile = ACCOUNT) {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile });
  const environment: RedirectEnvironment = { document, location: { assign: vi.fn() }, endpoints: [] };
  render(
    <SessionProvider store={store}>
      <Provider value={new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [] })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={PAGE}
              element={<PaymentMethodsScreen actors={server.actors} redirectEnvironment={environment} />}
            />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </Provider>
    </SessionProvider>,
  );
  return server;
}

const cardItem = (name: RegExp): HTMLElement => screen.getByRole('listitem', { name });

let submitted: HTMLFormElement[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('PaymentMethodsScreen, the list', () => {
  it('shows the title, a way back to the account and the cards: masked number, type, expiry, the default marked', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Account' }).getAttribute('href')).toBe('/profiles');
    const visa = await screen.findByRole('listitem', { name: /411111\*{10}/ });
    expect(visa.textContent).toContain('Visa');
    expect(visa.textContent).toContain('Expires 12/30');
    expect(within(visa).getByText('Default')).toBeTruthy();
    // The default card cannot be made default again; the other one can.
    expect(within(visa).queryByRole('button', { name: /^Make default/ })).toBeNull();
    const master = cardItem(/555555\*{10}/);
    expect(master.textContent).toContain('Mastercard');
    expect(master.textContent).toContain('Expires 08/29');
    expect(within(master).queryByText('Default')).toBeNull();
    // Each button names its card (the visible words first), so no two buttons on the page share a name.
    const makeDefault = within(master).getByRole('button', { name: 'Make default Mastercard 555555**********' });
    expect(makeDefault.textContent).toBe('Make default');
    expect(within(visa).getByRole('button', { name: 'Delete Visa 411111**********' }).textContent).toBe('Delete');
    expect(within(master).getByRole('button', { name: 'Delete Mastercard 555555**********' })).toBeTruthy();
    const names = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(new Set(names).size).toBe(names.length);
  });

  it("says sorry with the holder's given name when the cards cannot be loaded, and loads them on Retry", async () => {
    const server = renderPage(fakeServer([VISA], { failLoads: 1 }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT.loadFailed);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: /411111/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls('loadPaymentMethods')).toHaveLength(2);
  });

  it('says there are no payment methods when the account has none, and still offers Add card', async () => {
    renderPage(fakeServer([]));
    expect(await screen.findByText(TEXT.empty)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeTruthy();
  });

  it('makes another card the default: the mark moves and the change is told', async () => {
    const server = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: /555555/ });
    await user.click(screen.getByRole('button', { name: 'Make default Mastercard 555555**********' }));
    expect(await screen.findByText('Your default card was changed')).toBeTruthy();
    expect(server.calls('setDefaultPaymentMethod')).toEqual([{ id: MASTERCARD.id }]);
    expect(within(cardItem(/555555/)).getByText('Default')).toBeTruthy();
    expect(within(cardItem(/411111/)).queryByText('Default')).toBeNull();
    expect(within(cardItem(/411111/)).getByRole('button', { name: 'Make default Visa 411111**********' })).toBeTruthy();
    // The default is listed first, as the server answers.
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('555555');
  });

  it('deletes a card only after the confirmation naming it; Cancel keeps it', async () => {
    const server = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: /411111/ });
    await user.click(screen.getByRole('button', { name: 'Delete Visa 411111**********' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete card' });
    expect(dialog.textContent).toContain('Visa 411111**********');
    // Cancel has the focus: a stray Enter does not delete.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cardItem(/411111/)).toBeTruthy();
    expect(server.calls('deletePaymentMethod')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Visa 411111**********' }));
    dialog = screen.getByRole('dialog', { name: 'Delete card' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The card was deleted')).toBeTruthy();
    expect(server.calls('deletePaymentMethod')).toEqual([{ id: VISA.id }]);
    expect(screen.queryByRole('listitem', { name: /411111/ })).toBeNull();
    expect(cardItem(/555555/)).toBeTruthy();
  });

  it('shows the empty text once the last card is deleted; Escape cancels the confirmation', async () => {
    renderPage(fakeServer([VISA]));
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: /411111/ });
    await user.click(screen.getByRole('button', { name: 'Delete Visa 411111**********' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Visa 411111**********' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TEXT.empty)).toBeTruthy();
  });

  it('tells a failed change and keeps the list', async () => {
    const server = fakeServer();
    server.actors = {
      ...server.actors,
      setDefaultPaymentMethod: fromPromise(() => Promise.reject(new Error('[GraphQL] ARO-E1060:'))),
    };
    renderPage(server);
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: /555555/ });
    await user.click(screen.getByRole('button', { name: 'Make default Mastercard 555555**********' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this card.');
    expect(within(cardItem(/411111/)).getByText('Default')).toBeTruthy();
  });
});

describe('PaymentMethodsScreen, adding a card', () => {
  async function openAddCard() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add card' });
    const field = (name: string): HTMLInputElement => within(dialog).getByRole<HTMLInputElement>('textbox', { name });
    const fields = {
      name: field('Name on card'),
      number: field('Card number'),
      expiry: field('Expiry (MM/YY)'),
      cvv: field('CVV'),
    };
    const fill = async (entry: Partial<Record<keyof typeof fields, string>>): Promise<void> => {
      for (const [key, value] of Object.entries(entry) as [keyof typeof fields, string][]) {
        await user.clear(fields[key]);
        if (value !== '') await user.type(fields[key], value);
      }
    };
    const save = async (): Promise<string | null> => {
      await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
      return within(dialog).queryByRole('alert')?.textContent ?? null;
    };
    return { user, dialog, fields, fill, save };
  }

  beforeEach(() => {
    // The expiry rules read the calendar: 15 June 2025.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 15, 12));
  });

  it('names every control and formats as typed: 19 characters with dashes, MM/YY, 3 CVV digits', async () => {
    renderPage();
    const { fields, fill, dialog } = await openAddCard();
    expect(document.activeElement).toBe(fields.name);
    expect(fields.number.getAttribute('inputmode')).toBe('numeric');
    expect(fields.number.getAttribute('autocomplete')).toBe('cc-number');
    expect(fields.expiry.getAttribute('autocomplete')).toBe('cc-exp');
    expect(fields.cvv.getAttribute('autocomplete')).toBe('cc-csc');
    expect(fields.name.getAttribute('autocomplete')).toBe('cc-name');
    await fill({ number: '4111 1111 1111 1111 22', expiry: '1230', cvv: '12a34' });
    expect(fields.number.value).toBe('4111-1111-1111-1111');
    expect(fields.expiry.value).toBe('12/30');
    expect(fields.cvv.value).toBe('123');
    expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('checks the card rules in the spec order: name, CVV, number, expiry, expired', async () => {
    const server = renderPage();
    const { fill, save, fields } = await openAddCard();
    // Everything wrong at once: the name is reported first.
    await fill({ number: '1234', expiry: '13', cvv: '1' });
    expect(await save()).toBe(CARD_MESSAGES.name);
    expect(fields.name.getAttribute('aria-invalid')).toBe('true');
    await fill({ name: 'N Perera', number: '4111111111111112', expiry: '1330', cvv: '12' });
    expect(await save()).toBe(CARD_MESSAGES.cvv);
    await fill({ number: '4111111111111112', expiry: '1330', cvv: '123' });
    expect(await save()).toBe(CARD_MESSAGES.number);
    expect(fields.number.getAttribute('aria-invalid')).toBe('true');
    await fill({ number: '4111111111111111' });
    expect(await save()).toBe(CARD_MESSAGES.expiry);
    await fill({ expiry: '0525' });
    expect(await save()).toBe(CARD_MESSAGES.expired);
    expect(fields.expiry.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('initiateCardTokenisation')).toEqual([]);
    expect(submitted).toEqual([]);
  });

  it('clears the card (keeping the name) when the number, expiry or CVV is not full length, and keeps a full-length entry', async () => {
    renderPage();
    const { fill, save, fields } = await openAddCard();
    await fill({ name: 'N Perera', number: '41111111', expiry: '1230', cvv: '123' });
    expect(await save()).toBe(CARD_MESSAGES.number);
    expect([fields.name.value, fields.number.value, fields.expiry.value, fields.cvv.value]).toEqual([
      'N Perera',
      '',
      '',
      '',
    ]);
    await fill({ number: '4111111111111111', expiry: '0525', cvv: '123' });
    expect(await save()).toBe(CARD_MESSAGES.expired);
    expect([fields.number.value, fields.expiry.value, fields.cvv.value]).toEqual([
      '4111-1111-1111-1111',
      '05/25',
      '123',
    ]);
  });

  it('a valid card is posted to the gateway: the signed fields and the card fields, never navigating the test page', async () => {
    const server = renderPage();
    const { fill, save } = await openAddCard();
    await fill({ name: 'N Perera', number: '5555555555554444', expiry: '0131', cvv: '321' });
    await save();
    // The server bills the card to the name typed; the card itself goes only to the gateway.
    expect(server.calls('initiateCardTokenisation')).toEqual([
      { successUrl: PAGE, failureUrl: PAGE, nameOnCard: 'N Perera' },
    ]);
    expect(await screen.findByText('Processing payment, please wait')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(TOKENISATION.action);
    const posted = Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));
    expect(posted).toEqual({
      ...TOKENISATION.fields,
      card_type: '002',
      card_number: '5555555555554444',
      card_expiry_date: '01-2031',
      card_cvn: '321',
    });
    expect([...form.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
  });

  it("says 'Unable to process payment!' and keeps the entry when the form's target is refused", async () => {
    const server = renderPage(
      fakeServer([VISA], { tokenisation: { ...TOKENISATION, action: 'https://elsewhere.example/collect' } }),
    );
    const { fill, save } = await openAddCard();
    await fill({ name: 'N Perera', number: '4111111111111111', expiry: '1230', cvv: '123' });
    await save();
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Unable to process payment!');
    expect(submitted).toEqual([]);
    expect(server.calls('initiateCardTokenisation')).toHaveLength(1);
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Card number' }).value).toBe(
      '4111-1111-1111-1111',
    );
  });

  it('Cancel closes the dialog and forgets what was typed', async () => {
    renderPage();
    const { fill, user } = await openAddCard();
    await fill({ name: 'N Perera', number: '4111111111111111' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number' }).value).toBe('');
  });
});

describe('PaymentMethodsScreen, back from the gateway', () => {
  it('says the card was declined, loads the list fresh and drops the return from the url', async () => {
    const server = renderPage(fakeServer(), `${PAGE}?cardResult=declined`);
    expect((await screen.findByRole('alert')).textContent).toBe('Card declined by the bank');
    expect(await screen.findByRole('listitem', { name: /411111/ })).toBeTruthy();
    expect(server.calls('loadPaymentMethods')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe(PAGE);
  });

  it('never shows words a crafted link puts in the url, only the fixed text of the outcome', async () => {
    renderPage(fakeServer(), `${PAGE}?cardResult=declined&message=Call%20us`);
    expect((await screen.findByRole('alert')).textContent).toBe('Card declined by the bank');
    await screen.findByRole('listitem', { name: /411111/ });
    const page = screen.getByRole('region', { name: 'Saved Payment Methods' });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Card declined by the bank']);
    expect(page.textContent).not.toContain('Call us');
    expect(within(page).queryByRole('button', { name: /Call us/ })).toBeNull();
    expect(within(page).getByRole('button', { name: 'Dismiss: Card declined by the bank' })).toBeTruthy();
    // Nor are the words kept in the address.
    expect(screen.getByTestId('location').textContent).toBe(PAGE);
  });

  it('says a failed save in its fixed words, whatever message the url carries', async () => {
    renderPage(fakeServer(), `${PAGE}?cardResult=failed&message=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was not saved. Please try again.');
    await screen.findByRole('listitem', { name: /411111/ });
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('region', { name: 'Saved Payment Methods' }).textContent).not.toContain('onerror');
    expect(screen.getByTestId('location').textContent).toBe(PAGE);
  });

  it('says the card was saved and marks it in the list', async () => {
    renderPage(fakeServer(), `${PAGE}?cardResult=added&paymentMethodId=${MASTERCARD.id}`);
    expect(await screen.findByText('Your card was saved')).toBeTruthy();
    const added = await screen.findByRole('listitem', { name: /555555/ });
    expect(within(added).getByText('New')).toBeTruthy();
    expect(within(cardItem(/411111/)).queryByText('New')).toBeNull();
  });

  it('the notice can be dismissed', async () => {
    renderPage(fakeServer(), `${PAGE}?cardResult=failed`);
    await screen.findByRole('listitem', { name: /411111/ });
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Dismiss: Your card was not saved. Please try again.' }));
    expect(screen.queryByText('Your card was not saved. Please try again.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says sorry without a name when the account has no patient yet', async () => {
    renderPage(fakeServer([], { failLoads: 1 }), PAGE, { ...ACCOUNT, patients: [] });
    expect((await screen.findByRole('alert')).textContent).toBe('There is a problem loading your payment methods');
  });
});

describe('the url and display helpers', () => {
  it('reads the return of the gateway, and nothing else', () => {
    expect(cardResultOf(new URLSearchParams('cardResult=added&paymentMethodId=pm-1'))).toEqual({
      kind: 'added',
      paymentMethodId: 'pm-1',
    });
    expect(cardResultOf(new URLSearchParams('cardResult=added'))).toEqual({ kind: 'added', paymentMethodId: null });
    // A message in the url is not read at all.
    expect(cardResultOf(new URLSearchParams('cardResult=declined&message=No'))).toEqual({ kind: 'declined' });
    expect(cardResultOf(new URLSearchParams('cardResult=failed'))).toEqual({ kind: 'failed' });
    expect(cardResultOf(new URLSearchParams('cardResult=hacked&message=x'))).toBeNull();
    expect(cardResultOf(new URLSearchParams('message=x'))).toBeNull();
    expect(cardResultOf(new URLSearchParams(''))).toBeNull();
    expect(withoutCardResult(new URLSearchParams('cardResult=added&paymentMethodId=pm-1&keep=1'))).toBe(
      `${PAGE}?keep=1`,
    );
    expect(withoutCardResult(new URLSearchParams('cardResult=failed'))).toBe(PAGE);
    expect(withoutCardResult(new URLSearchParams('cardResult=declined&message=Call+us&keep=1'))).toBe(`${PAGE}?keep=1`);
  });

  it.each([
    ['001', 'Visa'],
    ['002', 'Mastercard'],
    ['003', 'American Express'],
    ['054', 'Elo'],
    ['visa', 'Visa'],
    ['Diners', 'Diners Club'],
    ['UnionPay', 'UnionPay'],
    ['', 'Not Available'],
  ])('names the card type %j as %s', (type, label) => {
    expect(cardTypeLabel(type)).toBe(label);
  });
});
