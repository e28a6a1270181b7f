// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { emit, setup } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatEmitted, SayEvent, TranscriptInput } from '../../../flows/chatProtocol';
import { Transcript } from '../../../src/features/chat/Transcript';
import { useConversation } from '../../../src/features/chat/useConversation';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const say = (id: string, from: SayEvent['from'], content: SayEvent['content']): SayEvent => ({
  type: 'chat.say',
  id,
  from,
  content,
});
const text = (id: string, from: SayEvent['from'], value: string): SayEvent =>
  say(id, from, { kind: 'text', text: value });

function rowOf(element: HTMLElement): HTMLElement {
  const row = element.closest('li');
  if (row === null) throw new Error('not inside a bubble row');
  return row;
}

describe('Transcript', () => {
  it('is a named, polite log of additions holding a real list of bubbles', () => {
    render(<Transcript bubbles={[text('1', 'assistant', 'Good morning')]} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.getAttribute('aria-relevant')).toBe('additions');
    const list = within(log).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getByRole('listitem').textContent).toContain('Good morning');
  });

  it('says who spoke and places the patient on the right, assistant and staff on the left', () => {
    render(
      <Transcript
        bubbles={[
          text('1', 'assistant', 'What is your mobile number?'),
          text('2', 'patient', '0771234567'),
          text('3', 'staff', 'Hello, this is Nimali'),
        ]}
      />,
    );
    const rows = screen.getByRole('log').querySelectorAll('li');
    expect([...rows].map((row) => row.textContent)).toEqual([
      'Assistant saidWhat is your mobile number?',
      'You said0771234567',
      'Hospital staff saidHello, this is Nimali',
    ]);
    expect(rowOf(screen.getByText('You said')).dataset.side).toBe('right');
    expect(rowOf(screen.getByText('Assistant said')).dataset.side).toBe('left');
    expect(rowOf(screen.getByText('Hospital staff said')).dataset.side).toBe('left');
    expect(screen.getByText('You said').className).toBe('chat-visually-hidden');
  });

  it('shows text literally, never as HTML, and keeps its line breaks', () => {
    const { container } = render(
      <Transcript bubbles={[text('1', 'patient', '<b>x</b>'), text('2', 'assistant', 'line one\nline two')]} />,
    );
    expect(screen.getByText('<b>x</b>')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    const multiline = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'line one\nline two',
    );
    expect(multiline.classList.contains('chat-bubble')).toBe(true);
  });

  it('shows event boxes for successes and failures with their detail', () => {
    render(
      <Transcript
        bubbles={[
          say('1', 'assistant', { kind: 'event', outcome: 'success', text: 'OTP sent successfully' }),
          say('2', 'assistant', {
            kind: 'event',
            outcome: 'failure',
            text: 'OTP sending failure',
            detail: 'Failed to initiate user authentication.',
          }),
        ]}
      />,
    );
    const success = screen.getByText('OTP sent successfully').closest('.chat-event');
    const failure = screen.getByText('OTP sending failure').closest('.chat-event');
    expect(success?.classList.contains('chat-event--success')).toBe(true);
    expect(success?.textContent).toBe('Success: OTP sent successfully');
    expect(success?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(failure?.classList.contains('chat-event--failure')).toBe(true);
    expect(failure?.textContent).toBe('Failure: OTP sending failureFailed to initiate user authentication.');
  });

  it('shows Loading image... until the image loads', () => {
    render(<Transcript bubbles={[say('1', 'staff', { kind: 'image', url: '/blob/get/abc', alt: 'Prescription' })]} />);
    expect(screen.getByText('Loading image...')).toBeTruthy();
    const image = screen.getByRole('img', { hidden: true });
    expect(image.hidden).toBe(true);
    fireEvent.load(image);
    expect(screen.queryByText('Loading image...')).toBeNull();
    expect(screen.getByRole('img', { name: 'Prescription' }).getAttribute('src')).toBe('/blob/get/abc');
  });

  it('shows Unable to load image! when the image fails', () => {
    render(<Transcript bubbles={[say('1', 'staff', { kind: 'image', url: '/blob/get/missing', alt: 'Report' })]} />);
    fireEvent.error(screen.getByRole('img', { hidden: true }));
    expect(screen.getByText('Unable to load image!')).toBeTruthy();
    expect(screen.queryByText('Loading image...')).toBeNull();
    expect(screen.queryByRole('img', { hidden: true })).toBeNull();
  });

  it('adds new bubbles after the ones already shown and scrolls to the newest', async () => {
    const first = [text('1', 'assistant', 'Good evening')];
    const { rerender } = render(<Transcript bubbles={first} />);
    // The log is the scroller.
    const scroller = screen.getByRole('log', { name: 'Conversation' });
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 900 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 300 });
    await act(async () => {
      rerender(<Transcript bubbles={[...first, text('2', 'patient', 'Book a Doctor')]} />);
      await Promise.resolve();
    });
    expect([...screen.getByRole('log').querySelectorAll('li')].map((row) => row.textContent)).toEqual([
      'Assistant saidGood evening',
      'You saidBook a Doctor',
    ]);
    expect(scroller.scrollTop).toBe(600);
  });

  it("offers 'New message' instead of scrolling when the patient scrolled up to read, outside the polite log (issue 29 item 7)", async () => {
    const first = [text('1', 'assistant', 'Good evening'), text('2', 'patient', 'Lab Reports')];
    const { rerender } = render(<Transcript bubbles={first} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    // A phone's view of 600 px over 2000 px of conversation, scrolled to the end.
    let height = 2000;
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 600 });
    const scrollTo = (top: number): void => {
      log.scrollTop = top;
      fireEvent.scroll(log);
    };
    scrollTo(1400);
    // The patient scrolls up to read; the assistant answers meanwhile.
    scrollTo(700);
    height = 2200;
    await act(async () => {
      rerender(<Transcript bubbles={[...first, text('3', 'assistant', 'Here are your reports.')]} />);
      await Promise.resolve();
    });
    expect(log.scrollTop).toBe(700);
    const pill = screen.getByRole('button', { name: 'New message' });
    // Not part of what the log announces.
    expect(log.contains(pill)).toBe(false);
    expect(log.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(pill);
    expect(log.scrollTop).toBe(1600);
    expect(screen.queryByRole('button', { name: 'New message' })).toBeNull();
    expect(document.activeElement).toBe(log);

    // Reading again and reaching the end by themselves also puts it away.
    scrollTo(900);
    height = 2400;
    await act(async () => {
      rerender(
        <Transcript
          bubbles={[
            ...first,
            text('3', 'assistant', 'Here are your reports.'),
            text('4', 'assistant', 'Anything else?'),
          ]}
        />,
      );
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'New message' })).toBeTruthy();
    scrollTo(1800);
    expect(screen.queryByRole('button', { name: 'New message' })).toBeNull();
  });

  it("brings the patient's own reply into view even when they had scrolled up", async () => {
    const first = [text('1', 'assistant', 'Good evening')];
    const { rerender } = render(<Transcript bubbles={first} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1500 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 600 });
    log.scrollTop = 900;
    fireEvent.scroll(log);
    log.scrollTop = 100;
    fireEvent.scroll(log);
    await act(async () => {
      rerender(<Transcript bubbles={[...first, text('2', 'patient', 'Book a Doctor')]} />);
      await Promise.resolve();
    });
    expect(log.scrollTop).toBe(900);
    expect(screen.queryByRole('button', { name: 'New message' })).toBeNull();
  });

  it('inserts each row into the live region once, also when the animation code takes over after the first paint', async () => {
    const first = [text('1', 'assistant', 'Good evening')];
    const { rerender } = render(<Transcript bubbles={first} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    const inserted: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLLIElement) inserted.push(node.textContent);
    });
    observer.observe(log, { childList: true, subtree: true });
    // The first paint passes and the animation code loads.
    await act(async () => {
      await import('../../../src/features/chat/AnimatedRows');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    rerender(<Transcript bubbles={[...first, text('2', 'patient', 'Book a Doctor')]} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    observer.disconnect();
    const rows = [...log.querySelectorAll('li')];
    // The new row is the animated one (framer-motion styles it), the first stayed the element it was.
    expect(rows[1]?.getAttribute('style')).toContain('opacity');
    expect(rows[0]?.getAttribute('style')).toBeNull();
    expect(inserted).toEqual(['You saidBook a Doctor']);
  });

  it("comes into the page with its first row: a fresh conversation's greeting is never an addition to the log", () => {
    // As on the chat home: the conversation starts (and greets) in a layout effect after React's first commit.
    const greeter = setup({ types: { events: {} as TranscriptInput, emitted: {} as ChatEmitted } }).createMachine({
      entry: emit({
        type: 'chat.say',
        id: 'greet',
        from: 'assistant',
        content: { kind: 'text', text: 'Good evening! I am your hospital assistant.' },
      }),
    });
    function Chat(): React.JSX.Element | null {
      const { transcript } = useConversation(greeter, {
        storageKey: 'test.greeting',
        owner: null,
        createInput: () => undefined,
        onNavigate: () => undefined,
      });
      return <Transcript bubbles={transcript.bubbles} />;
    }
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { childList: true, subtree: true });
    render(<Chat />);
    // Rows inserted into a log that was already in the page: what a screen reader announces.
    const addedToLog = observer
      .takeRecords()
      .flatMap((record) => [...record.addedNodes])
      .filter(
        (node) => node instanceof Element && !node.matches('[role=log]') && node.parentElement?.closest('[role=log]'),
      )
      .map((node) => node.textContent);
    observer.disconnect();
    expect(within(screen.getByRole('log', { name: 'Conversation' })).getByRole('listitem').textContent).toBe(
      'Assistant saidGood evening! I am your hospital assistant.',
    );
    expect(addedToLog).toEqual([]);
  });

  it('keeps a handed-back agent chat after the bubble it followed, the same rows as it goes from live to handed back (issue 29 item 14)', () => {
    const agentRows = <li className="chat-row agent-row">Staff said: your report is ready</li>;
    const handedOver = [
      text('1', 'assistant', 'Handing you over'),
      text('2', 'assistant', 'I am handing you over to the hospital staff.'),
    ];
    const { rerender } = render(
      <Transcript bubbles={handedOver} inserts={[{ key: 'agent:0', afterBubbleId: '2', node: agentRows }]} />,
    );
    const log = screen.getByRole('log', { name: 'Conversation' });
    const row = within(log).getByText('Staff said: your report is ready');
    const observer = new MutationObserver(() => undefined);
    observer.observe(log, { childList: true, subtree: true });
    // Back to the assistant: its menu follows, the agent chat's rows stay where they were.
    rerender(
      <Transcript
        bubbles={[...handedOver, text('3', 'assistant', 'How can I help you?')]}
        inserts={[{ key: 'agent:0', afterBubbleId: '2', node: agentRows }]}
      />,
    );
    const inserted = observer
      .takeRecords()
      .flatMap((record) => [...record.addedNodes])
      .filter((node) => node instanceof HTMLLIElement)
      .map((node) => node.textContent);
    observer.disconnect();
    expect([...log.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Assistant saidHanding you over',
      'Assistant saidI am handing you over to the hospital staff.',
      'Staff said: your report is ready',
      'Assistant saidHow can I help you?',
    ]);
    expect(within(log).getByText('Staff said: your report is ready')).toBe(row);
    expect(inserted).toEqual(['Assistant saidHow can I help you?']);
  });

  it('is not in the page while it has nothing to say', () => {
    render(<Transcript bubbles={[]} />);
    expect(screen.queryByRole('log')).toBeNull();
  });
});
