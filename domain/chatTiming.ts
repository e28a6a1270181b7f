/** Chat reply delays of spec 000 §9 and the 1 s wait before reply buttons (§2). */
export const REPLY_DELAY_SHORT_MS = 300;
export const REPLY_DELAY_LONG_MS = 1000;
export const REPLY_BUTTONS_DELAY_MS = 1000;
