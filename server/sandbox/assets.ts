import type { ServerResponse } from 'node:http';

/** The sandbox pages' stylesheet: plain and readable on a phone. */
export const SANDBOX_CSS = `body { margin: 0; font-family: system-ui, sans-serif; background: #f3f5f8; color: #1d2330; }
.sandbox { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
.badge { display: inline-block; margin: 0 0 0.5rem; padding: 0.2rem 0.6rem; border-radius: 1rem; background: #fff4d6; color: #7a5a00; font-size: 0.8rem; }
h1 { font-size: 1.3rem; margin: 0 0 1rem; }
.amount { font-size: 1.6rem; font-weight: 600; margin: 0 0 1rem; }
label { display: block; margin: 0.75rem 0 0.25rem; font-weight: 500; }
input[type='text'], input[type='password'] { box-sizing: border-box; width: 100%; padding: 0.6rem; border: 1px solid #b8c0cc; border-radius: 0.4rem; font-size: 1rem; }
.row { display: flex; gap: 0.75rem; }
.row > div { flex: 1; }
button { margin-top: 1.25rem; width: 100%; padding: 0.75rem; border: 0; border-radius: 0.4rem; background: #1f6feb; color: #fff; font-size: 1rem; cursor: pointer; }
.errors { margin: 0 0 1rem; padding: 0.75rem 1rem 0.75rem 2rem; border-radius: 0.4rem; background: #fde8e8; color: #9b1c1c; }
.accept { color: #1a7f37; }
.decline, .error { color: #b42318; }
.hint { margin-top: 1.5rem; font-size: 0.85rem; color: #5b6472; }
.hint code { font-size: 0.85rem; }
.back-link { display: block; margin-top: 1.25rem; padding: 0.75rem; border-radius: 0.4rem; background: #1f6feb; color: #fff; text-align: center; text-decoration: none; }
`;

/**
 * Submits the gateway's signed result to the merchant once the page is ready (a same-origin script: the
 * CSP forbids inline ones). Without JavaScript the visible Continue button does the same.
 */
export const AUTOSUBMIT_JS = `'use strict';
(function () {
  var form = document.querySelector('form[data-autosubmit]');
  if (form) form.submit();
})();
`;

/**
 * The card form's expiry as MM/YY while the payer types (domain/card.ts `formatExpiry`, the app's card
 * entry): digits only, at most 4, the '/' put in after the month, so '1230' on a numeric keypad reads
 * '12/30'. Only on a 5-character MM/YY field; without JavaScript the sandbox reads MMYY as MM/YY too.
 */
export const CARD_ENTRY_JS = `'use strict';
(function () {
  function formatExpiry(value) {
    var digits = value.replace(/\\D/g, '').slice(0, 4);
    return digits.length <= 2 ? digits : digits.slice(0, 2) + '/' + digits.slice(2);
  }
  var inputs = document.querySelectorAll('input[autocomplete="cc-exp"][maxlength="5"]');
  Array.prototype.forEach.call(inputs, function (input) {
    input.addEventListener('input', function () {
      var next = formatExpiry(input.value);
      if (next !== input.value) input.value = next;
    });
  });
})();
`;

export function sendAsset(res: ServerResponse, contentType: string, body: string, head: boolean): void {
  res.writeHead(200, {
    'content-type': contentType,
    'cache-control': 'no-cache',
    'content-length': Buffer.byteLength(body),
  });
  res.end(head ? undefined : body);
}
