/**
 * The paths whose first screen index.html paints before any script (src/firstPaint/). Shared by the inline
 * script written at build and the app, so both agree on where the static first screen is shown.
 */

/** '/chat-home' and '/chat-home/<category>': the chat tenant's chat home. */
export const CHAT_HOME_PATH = /^\/chat-home(\/[^/]+)?\/?$/;

/** '/chat-home/<category>': an order's conversation (the whole assistant is needed at once, src/features/chat/assistantLoader.ts). */
export const CHAT_ORDER_PATH = /^\/chat-home\/[^/]+\/?$/;

/** The flat tenant's first screen for a signed-in patient. */
export const HOME_DASHBOARD_PATH = /^\/home-dashboard\/?$/;
