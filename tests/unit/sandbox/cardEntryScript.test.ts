// @vitest-environment jsdom
import { runInNewContext } from 'node:vm';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatExpiry } from '../../../domain/card';
import { CARD_ENTRY_JS } from '../../../server/sandbox/assets';

/** The sandbox card form's expiry field, with the script the page loads run over it. */
function expiryField(maxlength = 5): HTMLInputElement {
  document.body.innerHTML = `<form><input id="card_expiry" name="card_expiry" type="text" autocomplete="cc-exp" maxlength="${String(maxlength)}" inputmode="numeric"></form>`;
  // The page loads it as /sandbox/cardentry.js; here it runs as that file would, over this document.
  runInNewContext(CARD_ENTRY_JS, { document, Array });
  const input = document.querySelector('input');
  if (input === null) throw new Error('no field');
  return input;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the sandbox card form script', () => {
  it("puts the '/' in the expiry as the payer types digits on a numeric keypad (MM/YY, 5 characters)", async () => {
    const input = expiryField();
    const user = userEvent.setup();
    await user.type(input, '1');
    expect(input.value).toBe('1');
    await user.type(input, '2');
    expect(input.value).toBe('12');
    await user.type(input, '3');
    expect(input.value).toBe('12/3');
    await user.type(input, '0');
    expect(input.value).toBe('12/30');
    // The app's card entry rule gives the same.
    expect(input.value).toBe(formatExpiry('1230'));
  });

  it("leaves a typed '/' as it is, drops anything but digits, and lets Backspace take the '/' away", async () => {
    const input = expiryField();
    const user = userEvent.setup();
    await user.type(input, '07/2a9');
    expect(input.value).toBe('07/29');
    await user.type(input, '{Backspace}{Backspace}');
    expect(input.value).toBe('07');
  });

  it('leaves an expiry field of another shape alone (the card-saving page takes MM-YYYY too)', async () => {
    const input = expiryField(7);
    await userEvent.setup().type(input, '12-2030');
    expect(input.value).toBe('12-2030');
  });
});
