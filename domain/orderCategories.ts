/** The order categories (a module of its own: the chat home's first load reads only these). */
export const ORDER_CATEGORIES = ['Medication', 'Examination', 'Procedure', 'Finance'] as const;
export type OrderCategory = (typeof ORDER_CATEGORIES)[number];

/** The categories a patient starts in the chat (/chat-home/{category}); admissions are asked for on screens only. */
export const CHAT_ORDER_CATEGORIES = [
  'Medication',
  'Examination',
  'Procedure',
] as const satisfies readonly OrderCategory[];
