import { vi } from 'vitest';
import {
  createActor,
  fromPromise,
  setup,
  type AnyActorLogic,
  type AnyEventObject,
  type PromiseActorLogic,
} from 'xstate';
import { paymentMachine, type PaymentInput } from '../../machines/payment.machine';
import type { InitiatedBooking, QuickPayResult } from '../../machines/types';

/**
 * Fake leaf actors that wait for the test to answer them: each call is queued with its input, and
 * `answer`/`fail` settle the oldest pending call of that actor. A model step can so be "the server
 * answered", and every input the machine sent can be asserted.
 */
export interface PendingCall {
  readonly input: unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

export function deferredApi<TName extends string>(names: readonly TName[]) {
  const pending = new Map<string, PendingCall[]>(names.map((name) => [name, []]));
  const inputs = new Map<string, unknown[]>(names.map((name) => [name, []]));
  const actor = <TOutput, TInput>(name: TName): PromiseActorLogic<TOutput, TInput> =>
    fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          inputs.get(name)?.push(input);
          pending.get(name)?.push({ input, resolve: (value) => resolve(value as TOutput), reject });
        }),
    );
  const take = (name: TName): PendingCall => {
    const call = pending.get(name)?.shift();
    if (call === undefined) throw new Error(`No ${name} call is waiting`);
    return call;
  };
  return {
    actor,
    /** Inputs of every call of an actor so far. */
    inputs: (name: TName): unknown[] => inputs.get(name) ?? [],
    waiting: (name: TName): number => pending.get(name)?.length ?? 0,
    answer: async (name: TName, value: unknown): Promise<void> => {
      take(name).resolve(value);
      await vi.advanceTimersByTimeAsync(0);
    },
    fail: async (name: TName, message: string): Promise<void> => {
      take(name).reject(new Error(message));
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

const PAYMENT_ACTORS = ['initiateBooking', 'completeBooking', 'authenticatePaymentGateway'] as const;

export function fakePaymentApi() {
  const api = deferredApi(PAYMENT_ACTORS);
  const machine = paymentMachine.provide({
    actors: {
      initiateBooking: api.actor<
        InitiatedBooking,
        { invoiceId: string; paymentGatewayType: string; successUrl: string; failureUrl: string }
      >('initiateBooking'),
      completeBooking: api.actor<
        QuickPayResult,
        { bookingId: string; paymentGatewayType: string; paymentMethodId: string }
      >('completeBooking'),
      authenticatePaymentGateway: api.actor<{ redirectUrl: string }, { bookingId: string }>(
        'authenticatePaymentGateway',
      ),
    },
  });
  return { api, machine };
}

/** A compact, comparable report: 'payment.state:READY', 'payment.redirect:get /sandbox/genie/…'. */
export function describePaymentReport(event: AnyEventObject): string {
  if (event.type === 'payment.state') return `payment.state:${String(event.widgetState)}`;
  if (event.type === 'payment.redirect') {
    const redirect = event.redirect as { kind: string; url?: string; action?: string };
    return `payment.redirect:${redirect.kind} ${redirect.url ?? redirect.action ?? ''}`;
  }
  return event.type;
}

/** Runs a machine as the invoked child of a parent that records every report (events of `prefix`). */
export function runChild(
  logic: AnyActorLogic,
  input: unknown,
  prefix: string,
  describe: (event: AnyEventObject) => string,
) {
  const reports: string[] = [];
  const parent = setup({ actors: { child: logic } }).createMachine({
    invoke: { id: 'child', src: 'child', input: () => input },
    on: {
      '*': {
        actions: ({ event }) => {
          if (event.type.startsWith(prefix)) reports.push(describe(event));
        },
      },
    },
  });
  const actor = createActor(parent).start();
  const child = actor.getSnapshot().children.child;
  if (child === undefined) throw new Error('the child did not start');
  return { actor, child, reports, take: (): string[] => reports.splice(0) };
}

export const PAYMENT_INPUT: PaymentInput = {
  invoiceId: 'invoice-1',
  amount: 2000,
  gatewayType: 'cardProviderQuickPay',
  paymentMethodId: 'card-1',
  successUrl: '/view/appointment?sessionId=s1&appointmentId=a1&paymentStatus=success',
  failureUrl: '/view/appointment?sessionId=s1&appointmentId=a1&paymentStatus=Failure',
};

export const INITIATED: InitiatedBooking = {
  id: 'booking-1',
  action: '/sandbox/cardProvider/pay',
  fields: { amount: '2000.00', reference_number: 'booking-1', signature: 'sig' },
};
