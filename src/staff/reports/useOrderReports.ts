import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { ageInYears, type Subject } from '../../../domain/referenceRange';
import { outcomeOf } from '../../lib/staffLogin/staffClient';
import { StaffOrderReportsQuery } from './graphql';
import { staffTestOf, type StaffTest } from './staffTest';

type OrderReports =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: string }
  | { readonly status: 'loaded'; readonly tests: readonly StaffTest[]; readonly subject: Subject };

export interface OrderReportsState {
  readonly reports: OrderReports;
  /** A test as the server answered a save or verify with it. */
  readonly replace: (test: StaffTest) => void;
}

/** The order's tests with their parameters and saved results, and the patient the ranges are judged for. */
export function useOrderReports(serviceRequestId: string): OrderReportsState {
  const client = useClient();
  const [reports, setReports] = useState<OrderReports>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void client
      .query(StaffOrderReportsQuery, { serviceRequestId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (!live) return;
        const outcome = outcomeOf(result);
        if (!outcome.ok) {
          setReports({ status: 'failed', error: outcome.message });
          return;
        }
        const patient = outcome.data.staffOrder.order.patient;
        setReports({
          status: 'loaded',
          tests: outcome.data.staffOrderReports.map(staffTestOf),
          subject: { gender: patient.gender, ageYears: ageInYears(patient.birthDate, Date.now()) },
        });
      });
    return () => {
      live = false;
    };
  }, [client, serviceRequestId]);

  const replace = useCallback((test: StaffTest) => {
    setReports((current) =>
      current.status === 'loaded'
        ? { ...current, tests: current.tests.map((old) => (old.code === test.code ? test : old)) }
        : current,
    );
  }, []);

  return { reports, replace };
}
