import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { assistantMachine, menuButtons, type AssistantInput } from '../../flows/assistant.machine';
import { pathToSkeleton, toE2eSkeleton } from '../../flows/trace/skeleton';
import { parseTrace, type Trace } from '../../flows/trace/trace';
import { carechatDemo } from '../../tenants/carechat-demo';

const root = fileURLToPath(new URL('../../', import.meta.url));

function saved(name: string): Trace {
  return parseTrace(JSON.parse(readFileSync(`${root}flows/replays/${name}.json`, 'utf8')));
}

function actionLines(source: string): string[] {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) => line.startsWith('await ') && !line.startsWith('await context') && !line.startsWith('await page.goto'),
    );
}

/** Type errors of the skeleton as if saved as tests/e2e/generated.e2e.ts, next to the helpers it uses. */
function typeErrors(source: string): string[] {
  const fileName = `${root}tests/e2e/generated.e2e.ts`;
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  host.fileExists = (name) => name === fileName || fileExists(name);
  // globalSetup declares what inject() provides (chatUrl).
  const program = ts.createProgram([fileName, `${root}tests/e2e/globalSetup.ts`], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(fileName))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('toE2eSkeleton', () => {
  it('turns a registration trace into the patient actions of a browser test', () => {
    const source = toE2eSkeleton(saved('registration-new-number'), 'registers a new number');
    expect(actionLines(source)).toEqual([
      "await tap(page, 'Home Visit');",
      "await reply(page, 'Mobile number', mobile.typed, 'Send now');",
      "await reply(page, 'Verification code', await latestCode(baseUrl, mobile.normalised), 'Verify now');",
      "await tap(page, 'Ms');",
      "await reply(page, 'Given name', 'Alex', 'Send');",
      "await reply(page, 'Family name', 'Doe', 'Send');",
      "await tap(page, 'Female');",
      "await reply(page, 'Day of birth', '31', 'Send');",
      "await reply(page, 'Month of birth', '2', 'Send');",
      "await reply(page, 'Year of birth', '1990', 'Send');",
      "await tap(page, 'SUBMIT');",
      "await reply(page, 'Day of birth', '15', 'Send');",
      "await tap(page, 'SUBMIT');",
      "await tap(page, 'Me');",
      "await bubble(page, 'Which services would you like at home? Tap one, or type its name or code to find it.');",
    ]);
    expect(source).toContain('const mobile = freshMobile();');
    expect(typeErrors(source)).toEqual([]);
    // The check itself can fail: a helper that does not exist is reported.
    expect(typeErrors(source.replace('await tap(page', 'await tapp(page'))).toEqual([
      expect.stringContaining("Cannot find name 'tapp'"),
    ]);
  });

  it('types a wrong code as recorded, reads the right one from the SMS outbox, and waits for Resend OTP', () => {
    const source = toE2eSkeleton(saved('wrong-code'));
    const lines = actionLines(source);
    expect(lines[2]).toMatch(/^await reply\(page, 'Verification code', '\d{4}', 'Verify now'\);$/);
    expect(lines.slice(3)).toEqual([
      "await page.getByRole('button', { name: 'Resend OTP', exact: true }).click({ timeout: 70_000 });",
      "await reply(page, 'Verification code', await latestCode(baseUrl, mobile.normalised), 'Verify now');",
      "await bubble(page, 'Who is this order for?');",
    ]);
    // The account had patients: the seeded demo holder signs in.
    expect(source).toContain("const mobile = { typed: '0771234567', normalised: '94771234567' };");
    expect(typeErrors(source)).toEqual([]);
  });
});

describe('pathToSkeleton', () => {
  it('turns a generated shortest path of the assistant into patient actions', () => {
    const input: AssistantInput = {
      features: carechatDemo.features,
      now: 0,
      session: null,
      deepLink: null,
      hospitalId: 'org-colombo',
    };
    // Home Visit needs an account at once (Book a Doctor searches first).
    const book = menuButtons(carechatDemo.features, false).find((button) => button.label === 'Home Visit');
    // Delays and the auth child's reports are events of the path too; only the patient's become lines.
    const afters = getStateNodes(assistantMachine.root).flatMap((node) =>
      node.after.map((transition) => ({ type: transition.eventType as string })),
    );
    const events = [
      { type: 'chat.tap', command: book?.command, label: book?.label },
      ...afters,
      { type: 'chat.submit', text: '0771234567' },
      { type: 'auth.codeSent', mobile: '94771234567', secondsLeft: 60 },
      { type: 'chat.submit', text: '4821' },
    ];
    const [path] = getShortestPaths(assistantMachine, {
      input,
      events: events as never,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
      toState: (snapshot) => snapshot.matches({ signingIn: 'verifying' }),
    });
    expect(path).toBeDefined();
    const source = pathToSkeleton({ steps: path?.steps ?? [] });
    expect(actionLines(source)).toEqual([
      "await tap(page, 'Home Visit');",
      "await reply(page, 'Mobile number', mobile.typed, 'Send now');",
      "await reply(page, 'Verification code', await latestCode(baseUrl, mobile.normalised), 'Verify now');",
    ]);
    expect(typeErrors(source)).toEqual([]);
  });
});
