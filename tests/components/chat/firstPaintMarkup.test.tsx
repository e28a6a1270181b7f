// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSISTANT_TEXT } from '../../../flows/assistantText';
import { Transcript } from '../../../src/features/chat/Transcript';
import { chatHomeMarkup } from '../../../src/firstPaint/chatHomeMarkup';

afterEach(cleanup);

describe('the greeting index.html paints before any script', () => {
  it('is the transcript the app first renders, element for element, so it takes over on the same pixels', () => {
    const greeting = ASSISTANT_TEXT.greeting('Good evening');
    const { container } = render(
      <Transcript
        bubbles={[
          { type: 'chat.say', id: '1', from: 'assistant', content: { kind: 'text', text: greeting }, lang: 'en' },
        ]}
      />,
    );
    const app = container.querySelector('section');

    const html = document.createElement('div');
    html.innerHTML = chatHomeMarkup({ name: 'Carechat Hospitals' });
    const painted = html.querySelector('section');
    // What the inline script does before the paint: the greeting of the hour, in the device's language.
    const bubble = painted?.querySelector('p');
    if (bubble) bubble.textContent = greeting;
    painted?.querySelector('li')?.setAttribute('lang', 'en');
    // Only for the bench (Element Timing), not part of the layout.
    painted?.querySelector('[elementtiming]')?.removeAttribute('elementtiming');
    painted?.normalize();

    expect(painted?.textContent).toContain(greeting);
    expect(app).not.toBeNull();
    expect(painted?.isEqualNode(app ?? null)).toBe(true);
  });
});
