// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRedirect as Redirect } from '../../../machines/types';
import { PaymentRedirect } from '../../../src/lib/payment/PaymentRedirect';
import {
  buildPaymentForm,
  isAllowedPaymentTarget,
  redirectTo,
  type RedirectEnvironment,
} from '../../../src/lib/payment/redirectTo';

const FIELDS = {
  access_key: 'sandbox-access',
  profile_id: 'sandbox-profile',
  reference_number: 'booking-1',
  amount: '2500.00',
  currency: 'LKR',
  bill_to_forename: 'Nimal "<b>"',
  signed_field_names: 'access_key,profile_id,reference_number,amount,currency,bill_to_forename,signed_field_names',
  // A field named like a form method must not shadow the form's submit.
  submit: 'x',
  signature: 'c2lnbmF0dXJl',
};

let submitted: HTMLFormElement[] = [];

function environment(endpoints: string[] = []): RedirectEnvironment & { assign: ReturnType<typeof vi.fn> } {
  const assign = vi.fn();
  return { document, location: { assign }, endpoints, assign };
}

beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const inputsOf = (form: HTMLFormElement): [string, string, string][] =>
  [...form.querySelectorAll('input')].map((input) => [
    input.getAttribute('type') ?? '',
    input.getAttribute('name') ?? '',
    input.getAttribute('value') ?? '',
  ]);

describe('PaymentRedirect', () => {
  it('posts a hidden form to the action with exactly the signed fields, in order, as attribute values', () => {
    const env = environment();
    render(
      <PaymentRedirect
        redirect={{ kind: 'post', action: '/sandbox/cardProvider/pay', fields: FIELDS }}
        environment={env}
      />,
    );
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/sandbox/cardProvider/pay');
    expect(form.hidden).toBe(true);
    expect(form.isConnected).toBe(true);
    expect(inputsOf(form)).toEqual(Object.entries(FIELDS).map(([name, value]) => ['hidden', name, value]));
    // Text stays text: nothing in a value became markup.
    expect(form.querySelector('b')).toBeNull();
    expect(screen.getByText('PROCESSING PAYMENT...')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Processing payment, please wait');
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('leaves once under StrictMode', () => {
    const redirect: Redirect = { kind: 'post', action: '/sandbox/cardProvider/pay', fields: { a: '1' } };
    render(
      <StrictMode>
        <PaymentRedirect redirect={redirect} environment={environment()} />
      </StrictMode>,
    );
    expect(submitted).toHaveLength(1);
  });

  it('goes to a gateway page of this origin', () => {
    const env = environment();
    render(
      <PaymentRedirect
        redirect={{ kind: 'get', url: '/sandbox/genie/checkout/booking-1?sig=abc' }}
        environment={env}
      />,
    );
    expect(env.assign).toHaveBeenCalledWith('/sandbox/genie/checkout/booking-1?sig=abc');
    expect(submitted).toEqual([]);
  });

  it.each([
    ['another host', { kind: 'get', url: 'https://evil.example/pay' }],
    ['a protocol-relative url', { kind: 'get', url: '//evil.example/pay' }],
    ['a backslash path', { kind: 'get', url: '/\\evil.example' }],
    ['a script url', { kind: 'get', url: 'javascript:alert(1)' }],
    ['a form post to another host', { kind: 'post', action: 'https://evil.example/collect', fields: { a: '1' } }],
  ] as [string, Redirect][])("refuses %s with 'Unable to process payment!'", (_, redirect) => {
    const env = environment(['https://gateway.example/pay']);
    const onRefused = vi.fn();
    render(<PaymentRedirect redirect={redirect} environment={env} onRefused={onRefused} />);
    expect(screen.getByRole('alert').textContent).toBe('Unable to process payment!');
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(env.assign).not.toHaveBeenCalled();
    expect(submitted).toEqual([]);
  });

  it("accepts the tenant's own gateway endpoint (its query may differ), over https only", () => {
    const endpoints = ['https://gateway.example/pay'];
    expect(isAllowedPaymentTarget('https://gateway.example/pay?session=1', endpoints)).toBe(true);
    expect(isAllowedPaymentTarget('https://gateway.example/other', endpoints)).toBe(false);
    expect(isAllowedPaymentTarget('http://gateway.example/pay', ['http://gateway.example/pay'])).toBe(false);
    expect(redirectTo({ kind: 'get', url: 'https://gateway.example/pay?x=1' }, environment(endpoints))).toBe('left');
  });

  it('builds the form without submitting it (for inspection)', () => {
    const form = buildPaymentForm(document, '/pay', { b: '2', a: '1' });
    expect(inputsOf(form).map(([, name]) => name)).toEqual(['b', 'a']);
    expect(form.isConnected).toBe(false);
  });
});
