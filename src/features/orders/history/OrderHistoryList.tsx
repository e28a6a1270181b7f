import './orders.css';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery, useSubscription } from 'urql';
import {
  hasMoreOrders,
  HISTORY_LISTS,
  orderListText,
  orderQueryLimit,
  visibleOrderCount,
  type HistoryList,
} from '../../../../domain/orderList';
import { t } from '../../../../i18n/translate';
import { Notice } from '../../../ui/Notice';
import { OrderListQuery, OrdersChangedSubscription } from '../graphql/orderList';
import { orderViewRoute, toOrderRow } from './orderRow';

export interface OrderHistoryListProps {
  /** Which of the two lists (HISTORY_LISTS): its title and categories, and the chip of the other. */
  readonly list: HistoryList;
}

/** The two lists as chips, the current one marked: each page leads to the other (issue 29). */
function ListChips({ current }: { current: HistoryList }): React.JSX.Element {
  return (
    <nav aria-label={orderListText().lists}>
      <ul className="chip-row">
        {(Object.keys(HISTORY_LISTS) as HistoryList[]).map((key) => (
          <li key={key}>
            <Link
              className={`button button--small ${key === current ? 'button--primary' : 'button--secondary'}`}
              to={HISTORY_LISTS[key].route}
              aria-current={key === current ? 'page' : undefined}
            >
              {t(HISTORY_LISTS[key].chip)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A history list of the account's orders (spec 001 §2): 10 first and 9 more per Load more, newest first, each
 * row opening its order view. Every change of any of the account's orders (serviceRequestsChanged, over the
 * app's socket) reads the shown page again, so a status moved by staff shows without a reload.
 */
export function OrderHistoryList({ list }: OrderHistoryListProps): React.JSX.Element {
  const { categories } = HISTORY_LISTS[list];
  const title = t(HISTORY_LISTS[list].title);
  const [pages, setPages] = useState(1);
  const variables = useMemo(
    () => ({ categories: [...categories], limit: orderQueryLimit(pages) }),
    [categories, pages],
  );
  // Counts the pushes: each one makes a new request context, so the page is read again from the network.
  const [{ data: pushes = 0 }] = useSubscription(
    { query: OrdersChangedSubscription },
    (count: number | undefined) => (count ?? 0) + 1,
  );
  const context = useMemo(() => ({ requestPolicy: 'network-only' as const, pushes }), [pushes]);
  const [{ data, fetching, error }] = useQuery({ query: OrderListQuery, variables, context });
  const received = data?.queryServiceRequest ?? null;
  const rows = useMemo(() => received?.slice(0, visibleOrderCount(pages)).map(toOrderRow) ?? null, [received, pages]);

  return (
    <section className="page" aria-labelledby="orders-title">
      <h1 id="orders-title" className="page__title">
        {title}
      </h1>
      <ListChips current={list} />
      {rows === null && fetching ? <p role="status">{orderListText().loading}</p> : null}
      {rows === null && !fetching && error !== undefined ? (
        <Notice tone="error">{orderListText().failed}</Notice>
      ) : null}
      {rows?.length === 0 ? <Notice tone="info">{orderListText().empty}</Notice> : null}
      {rows === null || rows.length === 0 ? null : (
        <ul className="orders__list" aria-label={title}>
          {rows.map((row) => (
            <li key={row.id}>
              <Link className="card orders__row" to={orderViewRoute(row.id)}>
                <span className="orders__head">
                  <span className="orders__category">{row.category}</span>
                  <span className="orders__status">{row.status}</span>
                </span>
                <span className="orders__identifier">{row.identifier}</span>
                <span className="orders__meta">
                  {row.date} · {row.hospital}
                </span>
                <span className="orders__meta">{row.patient}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {received !== null && hasMoreOrders(received.length, pages) ? (
        <button type="button" className="button button--secondary" onClick={() => setPages((count) => count + 1)}>
          {orderListText().loadMore}
        </button>
      ) : null}
    </section>
  );
}
