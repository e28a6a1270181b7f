import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { parseAccessToken, type DeepLink } from '../../domain/deepLink';
import { ACCESS_TOKEN_PARAM } from './redirects';

/** The deep link in a query string, or null when there is none or its token is not a valid link. */
export function deepLinkIn(search: string): DeepLink | null {
  const token = new URLSearchParams(search).get(ACCESS_TOKEN_PARAM);
  return token === null ? null : parseAccessToken(token);
}

/**
 * The deep link of the current url. The app root already opened links for the signed-in number, so a
 * screen that sees one here (login, chat home) is to send a code to the link's number.
 */
export function useDeepLink(): DeepLink | null {
  const { search } = useLocation();
  return useMemo(() => deepLinkIn(search), [search]);
}
