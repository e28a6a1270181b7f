import type { OrderTrackerView } from '../../../../domain/orderTracker';
import { orderViewText } from './orderViewText';

/** The category's steps with the one reached; the status text and message under them (spec 001 §4). */
export function OrderTracker({ tracker }: { tracker: OrderTrackerView }): React.JSX.Element {
  return (
    <section className="card order-tracker" aria-label={orderViewText().progress}>
      <ol className="order-tracker__steps">
        {tracker.steps.map((step, index) => (
          <li
            key={step}
            className={
              index <= tracker.current ? 'order-tracker__step order-tracker__step--done' : 'order-tracker__step'
            }
            aria-current={index === tracker.current ? 'step' : undefined}
          >
            {step}
          </li>
        ))}
      </ol>
      <p className={`status-banner order-tracker__status--${tracker.outcome}`} role="status">
        {tracker.statusText}
      </p>
      <p>{tracker.message}</p>
    </section>
  );
}
