import type { DeepLink } from '../../domain/deepLink';

/** What a deep link shows while its profile loads (spec 000 §2), also while its code does. */
export function DeepLinkWait({ link }: { link: DeepLink }): React.JSX.Element {
  return (
    <p className="page page--centered" role="status">
      {link.kind === 'order'
        ? 'Please wait, We are loading your order.'
        : 'Please wait, we are loading your appointment details'}
    </p>
  );
}
