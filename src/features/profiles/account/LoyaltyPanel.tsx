import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { formatDate } from '../../../../domain/days';
import { parseError } from '../../../../domain/errors';
import { loyaltyValue } from '../../../../domain/loyalty';
import { formatAmount } from '../../../../domain/money';
import { NOT_AVAILABLE } from '../../../../domain/patient';
import { LoyaltyTransactionsQuery } from '../graphql/loyalty';
import '../../../config/hospitalTime';

/** A patient's balance as fetchBalanceLoyaltyAccount gives it (only non-zero ones reach a card). */
export interface LoyaltyBalance {
  readonly activePoints: number;
  readonly rate: number;
}

function pointsText(points: number): string {
  return Math.abs(points) === 1 ? `${points} point` : `${points} points`;
}

/** The points' worth: points / rate, two decimals and LKR (the rate is points per LKR 1). */
function loyaltyAmountText({ activePoints, rate }: LoyaltyBalance): string {
  const value = loyaltyValue(activePoints, rate);
  return value === null ? NOT_AVAILABLE : formatAmount(value);
}

function signed(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}

function dateText(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? NOT_AVAILABLE : formatDate(time);
}

/** One patient's loyalty transactions, fetched when the list is opened. */
function LoyaltyTransactions({ patientId, id }: { patientId: string; id: string }): React.JSX.Element {
  const [{ data, error, fetching }] = useQuery({
    query: LoyaltyTransactionsQuery,
    variables: { patient: `Patient/${patientId}` },
  });
  if (error) {
    return (
      <p id={id} className="notice notice--error" role="alert">
        {parseError(error.graphQLErrors[0]?.message).message}
      </p>
    );
  }
  if (fetching || !data) {
    return (
      <p id={id} role="status">
        Loading loyalty points…
      </p>
    );
  }
  const rows = data.queryLoyaltyTransaction.flatMap((transaction) =>
    transaction.items.map((item, index) => ({
      key: `${transaction.id}-${String(index)}`,
      date: dateText(transaction.createdTime),
      ...item,
    })),
  );
  if (rows.length === 0) {
    return (
      <p id={id} className="loyalty__empty">
        No loyalty points yet
      </p>
    );
  }
  return (
    <table id={id} className="loyalty-table">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Description</th>
          <th scope="col" className="loyalty-table__points">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.date}</td>
            <td>{row.description}</td>
            <td className="loyalty-table__points">{signed(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A profile's loyalty (spec 001 §4, §5): its active points and their value when it has any (zero
 * balances are dropped, so they show nothing), and its transactions behind a 'Loyalty points' toggle.
 */
export function LoyaltyPanel({
  patientId,
  name,
  balance,
}: {
  patientId: string;
  name: string;
  balance: LoyaltyBalance | undefined;
}): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="loyalty">
      {balance === undefined ? null : (
        <p className="loyalty__balance">
          <span className="loyalty__points">{pointsText(balance.activePoints)}</span>
          <span className="loyalty__value">{loyaltyAmountText(balance)}</span>
        </p>
      )}
      <button
        type="button"
        className="button button--link button--small"
        aria-label={`Loyalty points of ${name}`}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        Loyalty points
      </button>
      {open ? <LoyaltyTransactions patientId={patientId} id={listId} /> : null}
    </div>
  );
}
