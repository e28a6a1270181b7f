import { STORAGE_KEYS } from '../../domain/storageKeys';
import { LANGUAGES, LANGUAGE_NAMES } from '../../i18n/languages';
import { t } from '../../i18n/translate';
import type { Tenant } from '../../tenants/schema';
import { FIRST_PAINT_ATTRIBUTE } from './readFirstPaint';
import { CHAT_HOME_PATH } from './firstScreenPaths';
import { ACCESS_TOKEN_PARAM } from '../lib/redirects';
import { speakerLabel } from '../features/chat/speakers';
import { firstFrameTranslator, languageAndGreetingScript } from './greetingScript';
import { escapeHtml } from './html';

/** src/ui/LanguagePicker.tsx as React renders it in English; the inline script marks the device's language. */
function languagePickerMarkup(): string {
  const options = LANGUAGES.map(
    (language) =>
      `<button type="button" lang="${language}" class="language-picker__option" aria-pressed="${language === 'en'}">${escapeHtml(LANGUAGE_NAMES[language])}</button>`,
  );
  return `<div class="language-picker" role="group" aria-label="${escapeHtml(t('first.language'))}">${options.join('')}</div>`;
}

/**
 * The chat home as React first renders it (src/app/Shell.tsx, src/features/chat/ChatHome.tsx, Transcript.tsx,
 * TranscriptRows.tsx) with the greeting bubble: same elements and classes, so the app's copy lands on the
 * same pixels (tests/components/chat/firstPaintMarkup.test.tsx compares them).
 */
export function chatHomeMarkup(tenant: Pick<Tenant, 'name'>): string {
  return (
    `<div class="app" ${FIRST_PAINT_ATTRIBUTE}><main class="app__main" id="main"><div class="chat-home">` +
    `<header class="chat-home__header"><h1 class="chat-home__title">${escapeHtml(tenant.name)}</h1>${languagePickerMarkup()}</header>` +
    `<section tabindex="0" role="log" aria-label="${escapeHtml(t('first.conversation'))}" aria-live="polite" aria-relevant="additions" class="chat-transcript">` +
    `<ol class="chat-log" role="list"><li class="chat-row chat-row--left chat-row--assistant" data-side="left">` +
    `<span class="chat-visually-hidden">${escapeHtml(speakerLabel('assistant'))}</span>` +
    // elementtiming: the bench reads when this bubble was painted (Element Timing API).
    `<p class="chat-bubble chat-bubble__text" elementtiming="first-bubble">${escapeHtml(t('first.greeting', { greeting: 'hello' }))}</p>` +
    `</li></ol></section><div class="chat-home__dock"></div></div></main></div>`
  );
}

/**
 * Runs while the page is parsed, before the first paint: off the chat home (or with a deep link's token, which
 * may open another screen) the markup goes; a resumed conversation shows its own first bubble; otherwise the
 * greeting, in the language chosen on the device, is chosen by the device's hour, and that time is recorded for the app (src/firstPaint/readFirstPaint.ts).
 */
export function chatHomeScript(): string {
  // Each language's names of the transcript and of its speaker, for the screen reader's first words.
  const labels = Object.fromEntries(
    LANGUAGES.map((language) => {
      const wording = firstFrameTranslator(language);
      return [language, [wording('first.conversation'), wording('first.assistantSaid'), wording('first.language')]];
    }),
  );
  return (
    `(function(){var r=document.querySelector("[${FIRST_PAINT_ATTRIBUTE}]"),p=location.pathname,t=Date.now(),h=new Date(t).getHours(),b,q;` +
    `if(!(p==="/"||/${CHAT_HOME_PATH.source}/.test(p))||/[?&]${ACCESS_TOKEN_PARAM}=/.test(location.search)){r.remove();return}` +
    languageAndGreetingScript((language, part) =>
      firstFrameTranslator(language)('first.greeting', { greeting: part }),
    ) +
    `var L=${JSON.stringify(labels)}[l];r.querySelector("section").setAttribute("aria-label",L[0]);` +
    `r.querySelector(".chat-visually-hidden").textContent=L[1];r.querySelector(".language-picker").setAttribute("aria-label",L[2]);` +
    `r.querySelectorAll(".language-picker button").forEach(function(o){o.setAttribute("aria-pressed",o.lang===l)});` +
    `r.querySelector("li").lang=l;q=r.querySelector("p");` +
    `try{b=JSON.parse(sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.assistant)})).transcript.bubbles[0].content.text}catch(e){}` +
    `if(typeof b==="string")q.textContent=b;else{q.textContent=g;r.dataset.at=t}})()`
  );
}
