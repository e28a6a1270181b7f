import { STORAGE_KEYS } from '../../domain/storageKeys';
import { FIRST_PAINT_ATTRIBUTE } from './readFirstPaint';
import { HOME_DASHBOARD_PATH } from './firstScreenPaths';
import { ACCESS_TOKEN_PARAM } from '../lib/redirects';
import { firstFrameTranslator, languageAndGreetingScript } from './greetingScript';
import { t } from '../../i18n/translate';
import { escapeHtml } from './html';

/**
 * The flat home (src/features/booking/home/HomeDashboard.tsx) as far as it shows without data: its heading's greeting.
 * The patient's name, the search form and the shortcuts come with the app, after and beside it, so nothing
 * painted here moves.
 */
export function homeDashboardMarkup(): string {
  return (
    `<div class="app" ${FIRST_PAINT_ATTRIBUTE}><main class="app__main" id="main">` +
    `<section class="page" aria-labelledby="dashboard-title"><h1 id="dashboard-title" class="page__title" elementtiming="first-screen">${escapeHtml(t('common.salutation', { greeting: 'hello' }))}</h1></section>` +
    `</main></div>`
  );
}

/**
 * Only on the dashboard, for a signed-in patient (anyone else is sent to sign in); the greeting by the device's hour,
 * in the language chosen on the device.
 */
export function homeDashboardScript(): string {
  return (
    `(function(){var r=document.querySelector("[${FIRST_PAINT_ATTRIBUTE}]"),h=new Date().getHours();` +
    `if(!/${HOME_DASHBOARD_PATH.source}/.test(location.pathname)||/[?&]${ACCESS_TOKEN_PARAM}=/.test(location.search)||!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)})){r.remove();return}` +
    languageAndGreetingScript((language, part) =>
      firstFrameTranslator(language)('common.salutation', { greeting: part }),
    ) +
    `r.querySelector("h1").textContent=g})()`
  );
}
