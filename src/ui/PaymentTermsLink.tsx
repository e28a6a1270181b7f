import { Link } from 'react-router-dom';
import { paymentTermsLink } from '../../domain/paymentTerms';
import { tenant } from '../config/tenant';

/** The link to the payment terms beside a pay step, only when the tenant's paymentTermsAndConditions switch is on (spec 000 §2). */
export function PaymentTermsLink(): React.JSX.Element | null {
  if (!tenant.features.paymentTermsAndConditions.enabled) return null;
  return (
    <p className="payment-terms-link">
      <Link to="/paymentTermsAndConditions">{paymentTermsLink()}</Link>
    </p>
  );
}
