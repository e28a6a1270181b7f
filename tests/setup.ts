// Shared test setup. Component tests opt into jsdom with `// @vitest-environment jsdom`.
// The test device is a phone where the hospital is (as the browser tests' is): the app reads session times in
// the tenant's zone (src/sessions/hospitalTime.ts), and tests build their times with the local clock.
// tests/unit/domain/hospitalTime.test.ts sets another zone to prove times stay the hospital's.
process.env.TZ = 'Asia/Colombo';
export {};
