import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { formatDate } from '../../../../domain/days';
import { parseError } from '../../../../domain/errors';
import { loyaltyValue } from '../../../../domain/loyalty';
import { formatAmount } from '../../../../domain/money';
import { notAvailable } from '../../../../domain/patient';
import { t } from '../../../../i18n/translate';
import { LoyaltyTransactionsQuery } from '../graphql/loyalty';
import '../../../config/hospitalTime';

/** A patient's balance as fetchBalanceLoyaltyAccount gives it (only non-zero ones reach a card). */
export interface LoyaltyBalance {
  readonly activePoints: number;
  readonly rate: number;
}

function pointsText(points: number): string {
  return t('profiles.points', { count: points });
}

/** The points' worth: points / rate, two decimals and LKR (the rate is points per LKR 1). */
function loyaltyAmountText({ activePoints, rate }: LoyaltyBalance): string {
  const value = loyaltyValue(activePoints, rate);
  return value === null ? notAvailable() : formatAmount(value);
}

function signed(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}

function dateText(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? notAvailable() : formatDate(time);
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
        {t('profiles.loadingLoyalty')}
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
        {t('profiles.noLoyalty')}
      </p>
    );
  }
  return (
    <table id={id} className="loyalty-table">
      <thead>
        <tr>
          <th scope="col">{t('profiles.date')}</th>
          <th scope="col">{t('profiles.description')}</th>
          <th scope="col" className="loyalty-table__points">
            {t('profiles.pointsColumn')}
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
        aria-label={t('profiles.loyaltyPointsOf', { name })}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('profiles.loyaltyPoints')}
      </button>
      {open ? <LoyaltyTransactions patientId={patientId} id={listId} /> : null}
    </div>
  );
}
