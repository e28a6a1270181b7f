// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatBubble } from '../../../../machines/agentChatView';
import type { AgentChatHistoryView } from '../../../../machines/agentChatHistoryView';
import { AgentBubbles } from '../../../../src/features/chat/agent/AgentBubbles';
import { AgentHistory } from '../../../../src/features/chat/agent/AgentHistory';
import { deviceInZone } from '../../../deviceZone';

/**
 * Issue 29 item 26: the agent chat's times follow the app's one rule for times: the hospital's clock, with
 * '(Colombo time)' on a device set to another zone (a phone set to UTC here), not the device's own clock.
 */

deviceInZone('UTC');
afterEach(cleanup);

/** 9:05 AM in Colombo on 1 June 2025 is 3:35 AM UTC. */
const COLOMBO_NINE_O_FIVE = Date.UTC(2025, 5, 1, 3, 35);

const STAFF_REPLY: ChatBubble = {
  id: 'message-1',
  seq: 2,
  author: 'staff',
  authorName: 'Nimali Silva',
  mine: false,
  content: { kind: 'message', message: 'Your report is ready.' },
  createdAt: COLOMBO_NINE_O_FIVE,
  delivery: null,
  error: null,
};

const noImages = (): Promise<string> => Promise.reject(new Error('no images here'));

describe('agent chat times on a phone set to another zone', () => {
  it("shows a message's time on the hospital's clock, saying whose time it is", () => {
    render(
      <ol>
        <AgentBubbles bubbles={[STAFF_REPLY]} loadImage={noImages} />
      </ol>,
    );
    const row = screen.getByText('Your report is ready.').closest('li');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('9:05 AM (Colombo time)').tagName).toBe('TIME');
  });

  it("dates an earlier chat's divider on the hospital's clock too", () => {
    const view: AgentChatHistoryView = {
      // 11:10 PM UTC on 31 May is already 1 June, 4:40 AM, in Colombo.
      conversations: [
        { id: 'chat-0', status: 'completed', closedAt: Date.UTC(2025, 4, 31, 23, 10), bubbles: [STAFF_REPLY] },
      ],
      canLoadMore: false,
      loading: false,
      failed: false,
      error: null,
    };
    render(
      <ol>
        <AgentHistory view={view} onLoadMore={() => undefined} onRetry={() => undefined} loadImage={noImages} />
      </ol>,
    );
    expect(screen.getByText('Chat completed on 1 Jun 2025, 4:40 AM (Colombo time)')).toBeTruthy();
  });
});
