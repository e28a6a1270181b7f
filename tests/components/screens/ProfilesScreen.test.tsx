// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, fetchExchange } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import type { Patient, Profile } from '../../../machines/types';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { ProfilesScreen } from '../../../src/features/profiles/account/ProfilesScreen';
import { groupByRelationship } from '../../../src/features/profiles/account/profileGroups';
import type { RelationshipModalProps } from '../../../src/features/profiles/relationship/RelationshipModal';
import { renderScreen } from './renderWithApp';

// The relationship modal is helper B's (with its own tests): here only what the page gives it and does with its answer.
vi.mock('../../../src/features/profiles/relationship/RelationshipModal', () => ({
  RelationshipModal: ({ patient, patients, delayed, onClose, onUpdated }: RelationshipModalProps) => (
    <div role="dialog" aria-label="Relationship">
      <p>{`classifying ${patient?.id ?? 'none'} of ${String(patients.length)}, delayed ${String(delayed ?? false)}`}</p>
      <button
        type="button"
        onClick={() => {
          if (patient) onUpdated?.({ ...patient, relationship: 'Son Kamal' });
          onClose();
        }}
      >
        Son
      </button>
    </div>
  ),
}));

function patient(id: string, given: string, relationship: string | null, prefix = 'Mr'): Patient {
  return {
    id,
    prefix,
    given: [given],
    family: 'Perera',
    gender: 'male',
    birthDate: '1990-01-01',
    relationship,
    hospitalId: 'org-galle',
    mobileNo: '94771234567',
    address: null,
    link: [],
  };
}

const family: Profile = {
  id: 'profile-1',
  mobileNo: '94771234567',
  patients: [
    patient('p3', 'Kamal', null),
    patient('p2', 'Nimali', 'Sister Nimali', 'Ms'),
    patient('p1', 'Nimal', 'Me'),
    patient('p4', 'Sunil', 'Father'),
    patient('p5', 'Dilani', 'Sister Dilani', 'Ms'),
  ],
};

function renderProfiles(profile: Profile, client?: Client, editProfileEnabled = true): void {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile });
  renderScreen(<ProfilesScreen editProfileEnabled={editProfileEnabled} />, { path: '/profiles', store, client });
}

interface LoyaltyAnswers {
  readonly accounts?: { patientId: string; patientRelationship: string | null; activePoints: number; rate: number }[];
  readonly transactions?: Record<string, unknown[]>;
}

/** An urql client over a server that knows the account, its loyalty and revokes the token on logout; the operations it was sent. */
function serverClient(
  profile: Profile,
  loyalty: LoyaltyAnswers = {},
): { client: Client; operations: string[]; variables: unknown[] } {
  const operations: string[] = [];
  const variables: unknown[] = [];
  const answer = (operationName: string, vars: { patient?: string }): unknown => {
    switch (operationName) {
      case 'ProfileQuery':
        return { queryOneProfile: profile };
      case 'Logout':
        return { logout: true };
      case 'LoyaltyAccounts':
        return { fetchBalanceLoyaltyAccount: loyalty.accounts ?? [] };
      case 'LoyaltyTransactions':
        return { queryLoyaltyTransaction: loyalty.transactions?.[vars.patient ?? ''] ?? [] };
      default:
        return null;
    }
  };
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    // Queries arrive as GET (urql puts them in the URL when short enough), mutations as a POST body.
    const params = new URL(typeof url === 'string' ? url : url instanceof URL ? url.href : url.url).searchParams;
    type Request = { operationName?: string | null; variables?: { patient?: string } };
    const body: Request =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as Request)
        : {
            operationName: params.get('operationName'),
            variables: JSON.parse(params.get('variables') ?? '{}') as Request['variables'],
          };
    operations.push(body.operationName ?? '');
    variables.push(body.variables);
    return Promise.resolve(
      new Response(JSON.stringify({ data: answer(body.operationName ?? '', body.variables ?? {}) }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return {
    client: new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange], fetch }),
    operations,
    variables,
  };
}

const viewGroup = (): HTMLElement => screen.getByRole('group', { name: 'Relationship view' });
const viewButton = (label: string): HTMLElement => within(viewGroup()).getByRole('button', { name: label });
/** The groups on the page, by their headings (each heads its own region of cards). */
const shownGroups = (): (string | null)[] =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const cardNames = (region: string): (string | null | undefined)[] =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.patient-card__name')?.textContent);
const cardOf = (name: string): HTMLElement => {
  const card = screen.getByText(name).closest('li');
  if (card === null) throw new Error(`no card for ${name}`);
  return card;
};
/** The card's details as [term, value] pairs. */
const detailsOf = (name: string): [string | null, string | null][] =>
  [...cardOf(name).querySelectorAll('.patient-card__detail')].map((row) => [
    row.querySelector('dt')?.textContent ?? null,
    row.querySelector('dd')?.textContent ?? null,
  ]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('profile groups', () => {
  it('follow the relationship list, put multi-role relatives together and unclassified patients last', () => {
    const groups = groupByRelationship(family.patients);
    expect(groups.map((group) => [group.label, group.patients.map((member) => member.id)])).toEqual([
      ['Me', ['p1']],
      ['Father', ['p4']],
      ['Sister', ['p2', 'p5']],
      ['Unclassified', ['p3']],
    ]);
  });
});

describe('ProfilesScreen', () => {
  it('shows everyone first, grouped under their headings, with a chip for Everyone and per group, Me first and Unclassified last', () => {
    renderProfiles(family);
    expect(
      within(viewGroup())
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Everyone', 'true'],
      ['Me', 'false'],
      ['Father', 'false'],
      ['Sister', 'false'],
      ['Unclassified', 'false'],
    ]);
    expect(shownGroups()).toEqual(['Me', 'Father', 'Sister', 'Unclassified']);
    expect(cardNames('Me')).toEqual(['Mr. Nimal Perera']);
    expect(cardNames('Father')).toEqual(['Mr. Sunil Perera']);
    expect(cardNames('Sister')).toEqual(['Ms. Nimali Perera', 'Ms. Dilani Perera']);
    expect(cardNames('Unclassified')).toEqual(['Mr. Kamal Perera']);
    // Nothing is stored until the patient chooses.
    expect(sessionStorage.getItem(STORAGE_KEYS.relationshipView)).toBeNull();
  });

  it("shows the chosen group's cards and keeps the choice in this tab's relationship view", async () => {
    const user = userEvent.setup();
    renderProfiles(family);
    await user.click(viewButton('Sister'));
    expect(cardNames('Sister')).toEqual(['Ms. Nimali Perera', 'Ms. Dilani Perera']);
    expect(screen.queryByRole('region', { name: 'Me' })).toBeNull();
    expect(viewButton('Sister').getAttribute('aria-pressed')).toBe('true');
    // Two sisters: the group is the view.
    expect(sessionStorage.getItem(STORAGE_KEYS.relationshipView)).toBe('Sister');
    await user.click(viewButton('Father'));
    expect(cardNames('Father')).toEqual(['Mr. Sunil Perera']);
    // One patient: their own relationship is the view (booking books for them).
    expect(sessionStorage.getItem(STORAGE_KEYS.relationshipView)).toBe('Father');
    await user.click(viewButton('Unclassified'));
    expect(cardNames('Unclassified')).toEqual(['Mr. Kamal Perera']);
    expect(sessionStorage.getItem(STORAGE_KEYS.relationshipView)).toBe('Unclassified');
    // Everyone again: every group shows, and the tab forgets the relationship (booking books for the holder).
    await user.click(viewButton('Everyone'));
    expect(viewButton('Everyone').getAttribute('aria-pressed')).toBe('true');
    expect(shownGroups()).toEqual(['Me', 'Father', 'Sister', 'Unclassified']);
    expect(sessionStorage.getItem(STORAGE_KEYS.relationshipView)).toBeNull();
  });

  it.each([
    ['Sister', 'Sister'],
    ['Sister Dilani', 'Sister'],
    ['Unclassified', 'Unclassified'],
    ['Father', 'Father'],
  ])('restores the relationship view %s of this tab as the %s group, alone', (stored, group) => {
    sessionStorage.setItem(STORAGE_KEYS.relationshipView, stored);
    renderProfiles(family);
    expect(viewButton(group).getAttribute('aria-pressed')).toBe('true');
    expect(shownGroups()).toEqual([group]);
  });

  it('shows everyone when the stored view names no group of the account', () => {
    sessionStorage.setItem(STORAGE_KEYS.relationshipView, 'Cousin');
    renderProfiles({ ...family, patients: family.patients.filter((member) => member.relationship !== 'Me') });
    expect(viewButton('Everyone').getAttribute('aria-pressed')).toBe('true');
    expect(shownGroups()).toEqual(['Father', 'Sister', 'Unclassified']);
  });

  it('counts the people: distinct relationships, each multi-role relative, and every unclassified patient', () => {
    renderProfiles(family);
    expect(screen.getByText('5 people')).toBeTruthy();
    cleanup();
    renderProfiles({
      ...family,
      patients: [...family.patients, patient('p6', 'Saman', null), patient('p7', 'Sunil', 'Father')],
    });
    expect(screen.getByText('6 people')).toBeTruthy();
  });

  it("shows every detail of a card, 'Not Available' for each missing one", () => {
    const full: Patient = {
      ...patient('p1', 'Nimal', 'Me'),
      birthDate: '1990-05-14',
      address: { use: 'home', line: ['12 Galle Road'], city: 'Colombo' },
    };
    const sparse: Patient = {
      ...patient('p2', 'Nimali', 'Mother', 'Mrs'),
      gender: 'female',
      birthDate: '',
      mobileNo: '',
      address: null,
    };
    renderProfiles({ ...family, patients: [full, sparse] });
    const rows = detailsOf('Mr. Nimal Perera');
    expect(rows.map(([term]) => term)).toEqual([
      'Relationship',
      'Age',
      'Gender',
      'Date of birth',
      'Mobile number',
      'Address',
    ]);
    expect(rows[0]?.[1]).toBe('Me');
    expect(rows[1]?.[1]).toMatch(/^\d+ years$/);
    expect(rows.slice(2).map(([, value]) => value)).toEqual([
      'Male',
      '1990-05-14',
      '+94 77 123 4567',
      '12 Galle Road, Colombo',
    ]);
    cleanup();
    sessionStorage.setItem(STORAGE_KEYS.relationshipView, 'Mother');
    renderProfiles({ ...family, patients: [full, sparse] });
    expect(detailsOf('Mrs. Nimali Perera')).toEqual([
      ['Relationship', 'Mother'],
      ['Age', 'Not Available'],
      ['Gender', 'Female'],
      ['Date of birth', 'Not Available'],
      ['Mobile number', 'Not Available'],
      ['Address', 'Not Available'],
    ]);
  });

  it('links Edit to the update form for a classified patient when editing is on, and never for an unclassified one', async () => {
    const user = userEvent.setup();
    renderProfiles(family);
    expect(screen.getByRole('link', { name: 'Edit Mr. Nimal Perera' }).getAttribute('href')).toBe(
      '/profiles/registration/p1?back=/profiles',
    );
    expect(
      screen.getAllByRole('button', { name: /^Classify/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Classify Mr. Kamal Perera']);
    await user.click(viewButton('Unclassified'));
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Classify Mr. Kamal Perera' })).toBeTruthy();
    cleanup();
    sessionStorage.clear();
    renderProfiles(family, undefined, false);
    expect(screen.queryByRole('link', { name: /^Edit Mr/ })).toBeNull();
    // editProfile off: a classified profile's address can still be changed; an unclassified one is classified instead.
    expect(screen.getByRole('link', { name: 'Edit address of Mr. Nimal Perera' }).getAttribute('href')).toBe(
      '/profiles/registration/p1?back=/profiles',
    );
    expect(screen.queryByRole('link', { name: 'Edit address of Mr. Kamal Perera' })).toBeNull();
  });

  it('classifies an unclassified patient in the relationship modal (at once, not delayed); the card moves to its group', async () => {
    const user = userEvent.setup();
    renderProfiles(family);
    await user.click(viewButton('Unclassified'));
    await user.click(screen.getByRole('button', { name: 'Classify Mr. Kamal Perera' }));
    const modal = await screen.findByRole('dialog', { name: 'Relationship' });
    expect(within(modal).getByText('classifying p3 of 5, delayed false')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Son' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.userProfile) ?? 'null') as Profile;
    expect(stored.patients.find((member) => member.id === 'p3')?.relationship).toBe('Son Kamal');
    expect(within(viewGroup()).queryByRole('button', { name: 'Unclassified' })).toBeNull();
    await user.click(viewButton('Son'));
    expect(cardNames('Son')).toEqual(['Mr. Kamal Perera']);
  });

  it("shows each profile's active loyalty points and their value; zero balances show nothing", async () => {
    const user = userEvent.setup();
    const { client } = serverClient(family, {
      accounts: [
        { patientId: 'p1', patientRelationship: 'Me', activePoints: 25, rate: 2 },
        { patientId: 'p4', patientRelationship: 'Father', activePoints: 0, rate: 2 },
        { patientId: 'p2', patientRelationship: 'Sister Nimali', activePoints: 1, rate: 2 },
      ],
    });
    renderProfiles(family, client);
    const me = cardOf('Mr. Nimal Perera');
    expect((await within(me).findByText('25 points')).textContent).toBe('25 points');
    expect(within(me).getByText('12.50 LKR')).toBeTruthy();
    await user.click(viewButton('Father'));
    expect(cardOf('Mr. Sunil Perera').querySelector('.loyalty__balance')).toBeNull();
    expect(within(cardOf('Mr. Sunil Perera')).queryByText(/^\d+ points?$/)).toBeNull();
    await user.click(viewButton('Sister'));
    expect(within(cardOf('Ms. Nimali Perera')).getByText('1 point')).toBeTruthy();
    expect(within(cardOf('Ms. Nimali Perera')).getByText('0.50 LKR')).toBeTruthy();
    expect(cardOf('Ms. Dilani Perera').querySelector('.loyalty__balance')).toBeNull();
  });

  it("lists a profile's loyalty transactions when 'Loyalty points' is opened: date, description, points", async () => {
    const user = userEvent.setup();
    const { client, operations, variables } = serverClient(family, {
      transactions: {
        'Patient/p1': [
          {
            id: 't2',
            actor: 'Patient/p1',
            createdTime: new Date(2025, 5, 18, 10, 0).toISOString(),
            reasonCode: 'earned_booking',
            items: [{ description: 'Points earned for a consultation with Dr. Ruwan Silva', amount: 24 }],
            paymentId: 'pay-2',
          },
          {
            id: 't1',
            actor: 'Patient/p1',
            createdTime: new Date(2025, 4, 2, 9, 0).toISOString(),
            reasonCode: 'spent',
            items: [{ description: 'Points used', amount: -5 }],
            paymentId: null,
          },
        ],
      },
    });
    renderProfiles(family, client);
    const toggle = screen.getByRole('button', { name: 'Loyalty points of Mr. Nimal Perera' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(operations).not.toContain('LoyaltyTransactions');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = await within(cardOf('Mr. Nimal Perera')).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Date', 'Description', 'Points'],
      ['18 Jun 2025', 'Points earned for a consultation with Dr. Ruwan Silva', '+24'],
      ['2 May 2025', 'Points used', '-5'],
    ]);
    expect(variables[operations.indexOf('LoyaltyTransactions')]).toEqual({ patient: 'Patient/p1' });
    await user.click(toggle);
    await waitFor(() => expect(within(cardOf('Mr. Nimal Perera')).queryByRole('table')).toBeNull());
  });

  it('says when a profile has no loyalty transactions', async () => {
    const user = userEvent.setup();
    const { client } = serverClient(family);
    renderProfiles(family, client);
    await user.click(screen.getByRole('button', { name: 'Loyalty points of Mr. Nimal Perera' }));
    expect(await within(cardOf('Mr. Nimal Perera')).findByText('No loyalty points yet')).toBeTruthy();
  });

  it('asks to add a profile when the account has none', () => {
    renderProfiles({ ...family, patients: [] });
    expect(screen.getByText('No profiles found, Add your profile to continue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add new profile' }).getAttribute('href')).toBe(
      '/profiles/registration?back=/profiles',
    );
  });

  it('links the account menu to its pages and offers Logout', () => {
    renderProfiles(family);
    const menu = screen.getByRole('navigation', { name: 'Account' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Consultations', '/history/appointments'],
      ['Lab Tests', '/history/examination'],
      ['Procedures', '/history/procedure'],
      ['Payment History', '/profiles/my-payment-history'],
      ['Saved Payment Methods', '/profiles/payment-methods'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByText(/^Version \d/)).toBeTruthy();
  });

  it("logs out: the logout mutation is sent, the login and this tab's patient data are forgotten and the app goes to /", async () => {
    const { client, operations } = serverClient(family);
    renderProfiles(family, client);
    sessionStorage.setItem(STORAGE_KEYS.relationshipView, 'Me');
    sessionStorage.setItem(STORAGE_KEYS.assistant, '{"owner":"profile-1"}');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(operations.filter((name) => name === 'Logout')).toHaveLength(1);
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.userProfile])
      expect(localStorage.getItem(key)).toBeNull();
    for (const key of [STORAGE_KEYS.relationshipView, STORAGE_KEYS.assistant])
      expect(sessionStorage.getItem(key)).toBeNull();
  });
});
