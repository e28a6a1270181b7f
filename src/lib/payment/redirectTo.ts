import { isAppPath } from '../../../domain/bookingRoutes';
import { PAYMENT_GATEWAYS } from '../../../domain/payment';
import type { PaymentRedirect } from '../../../machines/types';
import { tenant } from '../../config/tenant';

/** Where this tab may go: the hosted pages of the enabled gateways of the tenant (absent: the local sandbox). */
function tenantGatewayEndpoints(): string[] {
  return PAYMENT_GATEWAYS.map((gateway) => tenant.payment.gateways[gateway])
    .filter((gateway) => gateway.enabled)
    .flatMap((gateway) => (gateway.endpoint === undefined ? [] : [gateway.endpoint]));
}

/**
 * A target the app may leave for: a path of this origin (the sandbox's hosted pages) or a real gateway's
 * configured endpoint. The endpoint must match by origin and path; its query may differ, as a gateway adds
 * its own (session ids). Anything else (another host, javascript:, '//host') is refused.
 */
export function isAllowedPaymentTarget(target: string, endpoints: readonly string[]): boolean {
  if (isAppPath(target)) return true;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  return endpoints.some((endpoint) => {
    try {
      const allowed = new URL(endpoint);
      return allowed.origin === url.origin && allowed.pathname === url.pathname;
    } catch {
      return false;
    }
  });
}

export interface RedirectEnvironment {
  readonly document: Document;
  readonly location: Pick<Location, 'assign'>;
  readonly endpoints: readonly string[];
}

function browser(): RedirectEnvironment {
  return { document: window.document, location: window.location, endpoints: tenantGatewayEndpoints() };
}

/**
 * The card provider's signed form, built with DOM APIs: every value is an attribute of a hidden input, so
 * nothing the server returned is ever parsed as HTML.
 */
export function buildPaymentForm(
  document: Document,
  action: string,
  fields: Readonly<Record<string, string>>,
): HTMLFormElement {
  const form = document.createElement('form');
  form.setAttribute('method', 'post');
  form.setAttribute('action', action);
  form.setAttribute('accept-charset', 'UTF-8');
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.setAttribute('type', 'hidden');
    input.setAttribute('name', name);
    input.setAttribute('value', value);
    form.appendChild(input);
  }
  return form;
}

export type RedirectOutcome = 'left' | 'refused';

/**
 * Leaves the app for a payment gateway: 'post' submits the signed form, 'get' goes to the URL. A target that
 * is neither this origin nor the tenant's gateway is refused (the caller says 'Unable to process payment!').
 */
export function redirectTo(redirect: PaymentRedirect, environment: RedirectEnvironment = browser()): RedirectOutcome {
  switch (redirect.kind) {
    case 'post': {
      if (!isAllowedPaymentTarget(redirect.action, environment.endpoints)) return 'refused';
      const form = buildPaymentForm(environment.document, redirect.action, redirect.fields);
      environment.document.body.appendChild(form);
      // The prototype's submit: a field named 'submit' would shadow form.submit.
      HTMLFormElement.prototype.submit.call(form);
      return 'left';
    }
    case 'get':
      if (!isAllowedPaymentTarget(redirect.url, environment.endpoints)) return 'refused';
      environment.location.assign(redirect.url);
      return 'left';
  }
}
