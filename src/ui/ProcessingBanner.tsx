import { PAYMENT_TEXT } from '../../domain/payment';

/** While a payment is under way (spec 000 §8): the banner and the wait text, announced politely. */
export function ProcessingBanner(): React.JSX.Element {
  return (
    <div className="processing-banner" role="status" aria-live="polite">
      <p className="processing-banner__title">{PAYMENT_TEXT.processingBanner}</p>
      <p>{PAYMENT_TEXT.processing}</p>
    </div>
  );
}
