import type { Greeting } from '../../domain/greeting';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import { ASSISTANT_TEXT } from '../../flows/assistantText';
import type { Tenant } from '../../tenants/schema';
import { FIRST_PAINT_ATTRIBUTE } from './readFirstPaint';
import { CHAT_HOME_PATH } from './firstScreenPaths';
import { ACCESS_TOKEN_PARAM } from '../lib/redirects';
import { SPEAKER_LABEL } from '../features/chat/speakers';
import { NO_SCRIPT_SALUTATION, greetingExpression } from './greetingScript';
import { escapeHtml } from './html';

const GREETING_SLOT = 'data-greeting';

/** The assistant's greeting (flows/assistantText.ts) around a slot for the time-of-day word. */
function greetingHtml(): string {
  const marker = '\u0000';
  // The flow's greeting with a marker for its word, so the text around it is the flow's own.
  const [before = '', after = ''] = ASSISTANT_TEXT.greeting(marker as Greeting).split(marker);
  return `${escapeHtml(before)}<span ${GREETING_SLOT}>${NO_SCRIPT_SALUTATION}</span>${escapeHtml(after)}`;
}

/**
 * The chat home as React first renders it (src/app/Shell.tsx, src/features/chat/ChatHome.tsx, Transcript.tsx,
 * TranscriptRows.tsx) with the greeting bubble: same elements and classes, so the app's copy lands on the
 * same pixels (tests/components/chat/firstPaintMarkup.test.tsx compares them).
 */
export function chatHomeMarkup(tenant: Pick<Tenant, 'name'>): string {
  return (
    `<div class="app" ${FIRST_PAINT_ATTRIBUTE}><main class="app__main" id="main"><div class="chat-home">` +
    `<header class="chat-home__header"><h1 class="chat-home__title">${escapeHtml(tenant.name)}</h1></header>` +
    `<section tabindex="0" role="log" aria-label="Conversation" aria-live="polite" aria-relevant="additions" class="chat-transcript">` +
    `<ol class="chat-log" role="list"><li class="chat-row chat-row--left chat-row--assistant" data-side="left">` +
    `<span class="chat-visually-hidden">${escapeHtml(SPEAKER_LABEL.assistant)}</span>` +
    // elementtiming: the bench reads when this bubble was painted (Element Timing API).
    `<p class="chat-bubble chat-bubble__text" elementtiming="first-bubble">${greetingHtml()}</p>` +
    `</li></ol></section><div class="chat-home__dock"></div></div></main></div>`
  );
}

/**
 * Runs while the page is parsed, before the first paint: off the chat home (or with a deep link's token, which
 * may open another screen) the markup goes; a resumed conversation shows its own first bubble; otherwise the
 * greeting word is chosen by the device's hour, and that time is recorded for the app (src/firstPaint/readFirstPaint.ts).
 */
export function chatHomeScript(): string {
  return (
    `(function(){var r=document.querySelector("[${FIRST_PAINT_ATTRIBUTE}]"),p=location.pathname,t=Date.now(),h=new Date(t).getHours(),b;` +
    `if(!(p==="/"||/${CHAT_HOME_PATH.source}/.test(p))||/[?&]${ACCESS_TOKEN_PARAM}=/.test(location.search)){r.remove();return}` +
    `try{b=JSON.parse(sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.assistant)})).transcript.bubbles[0].content.text}catch(e){}` +
    `if(typeof b==="string")r.querySelector("p").textContent=b;` +
    `else{r.querySelector("[${GREETING_SLOT}]").textContent=${greetingExpression('h')};r.dataset.at=t}})()`
  );
}
