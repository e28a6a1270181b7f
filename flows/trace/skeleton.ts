import type { EventObject } from 'xstate';
import type { ComposerMode } from '../chatProtocol';
import type { JsonValue } from './json';
import { composersAtSteps } from './replay';
import type { Trace, TraceStep } from './trace';

/**
 * A browser test skeleton (tests/e2e, Playwright through tests/e2e/chat.ts helpers) of the
 * patient's actions in a trace or in a generated path: one line per tap or typed reply. The
 * number signs in as a fresh one (registration) or as the seeded demo holder, and a code that
 * worked is read from the server's SMS outbox with latestCode; everything else is typed as recorded.
 */

/** The seeded demo account with patients (server seed). */
const DEMO_HOLDER_MOBILE = '0771234567';

const COMPOSER_INPUT = { mobile: ['Mobile number', 'Send now'], otp: ['Verification code', 'Verify now'] } as const;

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The input and button a reply goes through, from the composer the patient saw. */
function replyTarget(composer: ComposerMode | undefined): { input: string; submit: string } | null {
  switch (composer?.kind) {
    case 'mobile':
    case 'otp': {
      const [input, submit] = COMPOSER_INPUT[composer.kind];
      return { input, submit };
    }
    case 'text':
    case 'digits':
      return { input: composer.label, submit: composer.submitLabel };
    // The image picker is not typed into: an uploaded photo is its own step (chat.uploaded).
    case 'photo':
    case 'none':
    case undefined:
      return null;
  }
}

function isMobileComposer(target: { input: string } | null): boolean {
  return target?.input === COMPOSER_INPUT.mobile[0];
}

function isCodeComposer(target: { input: string } | null): boolean {
  return target?.input === COMPOSER_INPUT.otp[0];
}

/** Whether the code typed at `index` was accepted: the next completeAuthentication result succeeded. */
function codeSucceeded(steps: readonly TraceStep[], index: number): boolean {
  const result = steps
    .slice(index + 1)
    .find((step) => step.kind === 'result' && step.actor === 'completeAuthentication');
  if (result?.kind !== 'result' || result.outcome !== 'done') return false;
  const output: JsonValue | undefined = result.output;
  return typeof output === 'object' && output !== null && !Array.isArray(output) && output.outcome === 'succeeded';
}

/** Whether the account already had patients when it signed in (then the demo holder stands in for it). */
function signedInWithPatients(steps: readonly TraceStep[]): boolean {
  const signIn = steps.find(
    (step) => step.kind === 'result' && step.actor === 'loadProfile' && step.outcome === 'done',
  );
  const output = signIn?.kind === 'result' ? signIn.output : undefined;
  return (
    typeof output === 'object' &&
    output !== null &&
    !Array.isArray(output) &&
    Array.isArray(output.patients) &&
    output.patients.length > 0
  );
}

interface ActionLine {
  readonly code: string;
  readonly needsMobile?: boolean;
}

function wrap(title: string, comment: string, actions: readonly ActionLine[], mobile: 'fresh' | 'holder'): string {
  const usesMobile = actions.some((action) => action.needsMobile === true);
  const mobileLine = usesMobile
    ? mobile === 'fresh'
      ? '    const mobile = freshMobile();'
      : `    const mobile = { typed: ${quote(DEMO_HOLDER_MOBILE)}, normalised: '94${DEMO_HOLDER_MOBILE.slice(1)}' };`
    : null;
  const browserImports = [
    'newPage',
    ...(actions.some((action) => action.code.includes('latestCode(')) ? ['latestCode'] : []),
    ...(usesMobile && mobile === 'fresh' ? ['freshMobile'] : []),
  ].sort();
  const chatImports = ['bubble', 'reply', 'tap'].filter((name) =>
    actions.some((action) => action.code.includes(`${name}(page`)),
  );
  return [
    "import { describe, inject, it } from 'vitest';",
    `import { ${browserImports.join(', ')} } from './browser';`,
    ...(chatImports.length > 0 ? [`import { ${chatImports.join(', ')} } from './chat';`] : []),
    "import { useBrowser } from './useBrowser';",
    '',
    `// ${comment}`,
    `describe(${quote(title)}, () => {`,
    "  const baseUrl = inject('chatUrl');",
    '  const browser = useBrowser();',
    '',
    `  it(${quote('follows the recorded conversation')}, async () => {`,
    '    const { context, page } = await newPage(browser());',
    ...(mobileLine === null ? [] : [mobileLine]),
    '    await page.goto(`${baseUrl}/`);',
    ...actions.map((action) => `    ${action.code}`),
    '    await context.close();',
    '  });',
    '});',
    '',
  ].join('\n');
}

function submitLine(text: string, target: { input: string; submit: string }, code: 'latest' | 'typed'): ActionLine {
  if (isMobileComposer(target))
    return {
      code: `await reply(page, ${quote(target.input)}, mobile.typed, ${quote(target.submit)});`,
      needsMobile: true,
    };
  if (isCodeComposer(target) && code === 'latest') {
    return {
      code: `await reply(page, ${quote(target.input)}, await latestCode(baseUrl, mobile.normalised), ${quote(target.submit)});`,
      needsMobile: true,
    };
  }
  return { code: `await reply(page, ${quote(target.input)}, ${quote(text)}, ${quote(target.submit)});` };
}

function tapLine(label: string): ActionLine {
  // Resend OTP sits in the composer (enabled when the countdown ends), not among the reply buttons.
  if (label === 'Resend OTP')
    return { code: "await page.getByRole('button', { name: 'Resend OTP', exact: true }).click({ timeout: 70_000 });" };
  return { code: `await tap(page, ${quote(label)});` };
}

/** A Playwright test skeleton of the patient's actions in a trace, ending with its last assistant bubble. */
export function toE2eSkeleton(trace: Trace, title = `replay of a ${trace.flow} trace`): string {
  const composers = composersAtSteps(trace);
  const actions: ActionLine[] = [];
  trace.steps.forEach((step, index) => {
    if (step.kind !== 'event' || step.to !== undefined) return;
    const { event } = step;
    if (event.type === 'chat.tap' && typeof event.label === 'string') actions.push(tapLine(event.label));
    if (event.type === 'chat.submit' && typeof event.text === 'string') {
      const target = replyTarget(composers[index]);
      if (target === null) actions.push({ code: `// The composer was closed here; typed ${quote(event.text)}.` });
      else actions.push(submitLine(event.text, target, codeSucceeded(trace.steps, index) ? 'latest' : 'typed'));
    }
  });
  const lastBubble = [...trace.expected.transcript].reverse().find((line) => line.startsWith('assistant: '));
  if (lastBubble !== undefined) {
    const text = lastBubble
      .slice('assistant: '.length)
      .replace(/^\[(success|failure)\] /, '')
      .replace(/ \(.*\)$/, '');
    actions.push({ code: `await bubble(page, ${quote(text)});` });
  }
  const comment = `Generated from a ${trace.masked ? 'masked ' : ''}trace of '${trace.flow}' (tenant ${trace.tenant}, recorded ${trace.recordedAt}).`;
  return wrap(title, comment, actions, signedInWithPatients(trace.steps) ? 'holder' : 'fresh');
}

/** Input names and submit labels of the assistant's composer by the state it is asked in. */
const REPLY_BY_STATE: readonly (readonly [string, { input: string; submit: string }])[] = [
  ['enteringMobile', { input: 'Mobile number', submit: 'Send now' }],
  ['enteringCode', { input: 'Verification code', submit: 'Verify now' }],
  ['given', { input: 'Given name', submit: 'Send' }],
  ['family', { input: 'Family name', submit: 'Send' }],
  ['day', { input: 'Day of birth', submit: 'Send' }],
  ['month', { input: 'Month of birth', submit: 'Send' }],
  ['year', { input: 'Year of birth', submit: 'Send' }],
];

export interface PathStep {
  readonly event: EventObject;
  readonly state: { readonly value: unknown };
}

/**
 * A skeleton from a generated path of the assistant (xstate/graph getShortestPaths / getSimplePaths
 * with chat.tap and chat.submit events): the state before each event says which input a reply goes to.
 */
export function pathToSkeleton(
  path: { readonly steps: readonly PathStep[] },
  title = 'generated path of the assistant',
): string {
  const actions: ActionLine[] = [];
  path.steps.forEach((step, index) => {
    const event = step.event as EventObject & { label?: unknown; text?: unknown };
    if (event.type === 'chat.tap' && typeof event.label === 'string') actions.push(tapLine(event.label));
    if (event.type === 'chat.submit' && typeof event.text === 'string') {
      const before = JSON.stringify(path.steps[index - 1]?.state.value ?? null);
      const target = REPLY_BY_STATE.find(([key]) => before.includes(`"${key}"`))?.[1];
      if (target === undefined)
        actions.push({ code: `// No composer is known for ${before}; typed ${quote(event.text)}.` });
      else actions.push(submitLine(event.text, target, 'latest'));
    }
  });
  return wrap(title, 'Generated from a path of the assistant statechart.', actions, 'fresh');
}
