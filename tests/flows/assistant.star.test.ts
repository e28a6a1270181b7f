import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_ACTION_START } from '../../flows/appointmentActions/appointmentAction.context';
import { assistantMachine } from '../../flows/assistant.machine';
import { assistantSetup } from '../../flows/assistant/assistant.setup';
import { initialContext } from '../../flows/assistant/context';
import { sharedContext } from '../../flows/assistant/shared.context';
import { bookingContext } from '../../flows/booking/booking.context';
import { handoverContext } from '../../flows/handover/handover.context';
import { orderContext } from '../../flows/orders/order.context';
import { REGISTRATION_START } from '../../flows/registration/registration.context';
import { SIGN_IN_START } from '../../flows/signIn/signIn.context';
import type { AssistantInput } from '../../flows/assistant/input';
import { carechatDemo } from '../../tenants/carechat-demo';
import { filesEndingWith, importEach } from '../coverage/discover';

/**
 * The assistant is a star (docs/decisions/0049-assistant-star.md): every conversation's setup extends the base
 * (flows/assistant/assistant.setup.ts) and nothing else, no conversation imports another's setup, and the root
 * (flows/assistant.machine.ts) merges the parts of them all once, each name defined by one conversation only.
 */

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The folders of flows/ that are not conversations: the base, the traces and their recordings. */
const NOT_CONVERSATIONS = new Set(['assistant', 'trace', 'replays']);

/** Every TypeScript file of a conversation folder (flows/<conversation>/…), with the folder it sits in. */
function conversationFiles(): { file: string; folder: string; text: string }[] {
  return filesEndingWith(ROOT, ['flows'], '.ts').flatMap((file) => {
    const [, folder, ...rest] = file.split('/');
    if (folder === undefined || rest.length === 0 || NOT_CONVERSATIONS.has(folder)) return [];
    return [{ file, folder, text: readFileSync(join(ROOT, file), 'utf8') }];
  });
}

/** The project paths a file imports relatively (`from './x'`, `from '../y/z'`), without extension. */
function relativeImports(file: string, text: string): string[] {
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) =>
    relative(ROOT, resolve(ROOT, dirname(file), match[1] ?? ''))
      .split('\\')
      .join('/'),
  );
}

/** A module that holds a conversation's setup or its states: importing it from elsewhere is a chain again. */
function isSetupModule(path: string): boolean {
  if (/\.(setup|conversation|states)$/.test(path)) return true;
  const text = readFileSync(join(ROOT, `${path}.ts`), 'utf8');
  return /\.extend\(/.test(text);
}

describe('the assistant as a star of conversations', () => {
  it('builds every setup under flows/ on the base alone', () => {
    const extensions = filesEndingWith(ROOT, ['flows'], '.ts').flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/const (\w+) = (\w+)\.extend\(/g)].map((match) => ({
        file,
        setup: match[1],
        base: match[2],
      })),
    );
    expect(extensions.length).toBeGreaterThan(5);
    expect(extensions.filter(({ base }) => base !== 'assistantSetup')).toEqual([]);
  });

  it('has no conversation importing the setup or states of another conversation', () => {
    const sideways = conversationFiles().flatMap(({ file, folder, text }) =>
      relativeImports(file, text)
        .filter((path) => {
          const [top, other] = path.split('/');
          return top === 'flows' && other !== undefined && other !== folder && !NOT_CONVERSATIONS.has(other);
        })
        .filter(isSetupModule)
        .map((path) => `${file} imports ${path}`),
    );
    expect(sideways).toEqual([]);
  });

  it('merges every conversation’s actions, guards and delays into the root, each name from one conversation', async () => {
    const files = filesEndingWith(ROOT, ['flows'], '.ts').filter((file) => /\.(setup|conversation)\.ts$/.test(file));
    const base = assistantSetup.createMachine({ context: ({ input }) => initialContext(input) }).implementations;
    const root = assistantMachine.implementations;
    // A setup re-exported by a second file (order.conversation.ts's orderSetup) is the same parts, counted once.
    const setups = new Map<object, string>();
    for (const { file, exports } of await importEach(ROOT, files))
      for (const [exportName, value] of Object.entries(exports))
        if (typeof value === 'object' && value !== null && 'parts' in value && !setups.has(value))
          setups.set(value, `${exportName} (${file})`);
    const owners = new Map<string, string>();
    const problems: string[] = [];
    for (const [setup, owner] of setups) {
      const { parts } = setup as { parts: Record<'actions' | 'guards' | 'delays', Record<string, unknown>> };
      for (const kind of ['actions', 'guards', 'delays'] as const) {
        for (const [name, implementation] of Object.entries(parts[kind])) {
          const key = `${kind}.${name}`;
          if (name in base[kind]) problems.push(`${key} of ${owner} hides the base's`);
          const earlier = owners.get(key);
          if (earlier !== undefined) problems.push(`${key} of ${owner} is also ${earlier}'s`);
          owners.set(key, owner);
          if (root[kind][name] !== implementation) problems.push(`${key} of ${owner} is not the root's`);
        }
      }
    }
    expect(owners.size).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('starts from the shared part and each conversation’s own slice, no field in two of them', () => {
    const input: AssistantInput = {
      features: carechatDemo.features,
      now: 0,
      session: null,
      deepLink: null,
      hospitalId: 'org-colombo',
    };
    const slices = {
      shared: sharedContext(input),
      signIn: SIGN_IN_START,
      registration: REGISTRATION_START,
      handover: handoverContext(input),
      booking: bookingContext(input),
      appointmentActions: APPOINTMENT_ACTION_START,
      orders: orderContext(input),
    };
    const fields = Object.entries(slices).flatMap(([slice, start]) =>
      Object.keys(start).map((field) => ({ slice, field })),
    );
    const twice = fields.filter(({ field }, index) => fields.findIndex((other) => other.field === field) !== index);
    expect(twice).toEqual([]);
    expect(fields.map(({ field }) => field).sort()).toEqual(Object.keys(initialContext(input)).sort());
  });
});
