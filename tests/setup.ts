// Shared test setup. Component tests opt into jsdom with `// @vitest-environment jsdom`.
// The test device is a phone where the hospital is (as the browser tests' is): the app reads session times in
// the tenant's zone (src/config/hospitalTime.ts), and tests build their times with the local clock.
// tests/unit/domain/hospitalTime.test.ts sets another zone to prove times stay the hospital's.
process.env.TZ = 'Asia/Colombo';

// Screens load lazily: on a busy 2-core CI machine a lazy chunk can take longer than Testing Library's 1 s default
// to arrive. findBy / waitFor still settle as soon as the screen shows; only a real failure waits the 5 s.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// Every text is worded from the catalogues (i18n/): tests read English, the default, unless they switch.
const { i18n, addMessages, catalogueComplete } = await import('../i18n/translate');
const [{ messages: first }, { messages: rest }] = await Promise.all([
  import('../i18n/compiled/en.first'),
  import('../i18n/compiled/en.rest'),
]);
addMessages('en', { ...first, ...rest });
i18n.activate('en');
catalogueComplete();
export {};
