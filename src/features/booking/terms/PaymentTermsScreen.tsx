import { useLocation, useNavigate } from 'react-router-dom';
import { paymentTerms, paymentTermsTitle } from '../../../../domain/paymentTerms';
import { t } from '../../../../i18n/translate';
import { homeRoute } from '../../../lib/redirects';
import { tenant } from '../../../config/tenant';

/** /paymentTermsAndConditions (spec 000 §2): the payment terms with a close button back to where the patient was. */
export function PaymentTermsScreen(): React.JSX.Element {
  const navigate = useNavigate();
  // Opened from a pay step (the app's history behind it: a location key other than 'default') or by a typed
  // address (none): Close goes back, or home.
  const { key } = useLocation();
  const close = (): void => {
    if (key !== 'default') void navigate(-1);
    else void navigate(homeRoute(tenant.uxFlow));
  };
  return (
    <section className="page" aria-labelledby="payment-terms-title">
      <h1 id="payment-terms-title" className="page__title">
        {paymentTermsTitle()}
      </h1>
      {paymentTerms(tenant.recordedRuns).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="actions">
        <button type="button" className="button button--primary" onClick={close}>
          {t('booking.terms.close')}
        </button>
      </div>
    </section>
  );
}
