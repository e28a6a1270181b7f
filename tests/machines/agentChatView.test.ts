import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_LABELS } from '../../domain/chatMessages';
import { AGENT_CHAT_TEXT } from '../../domain/chatText';
import { agentChatView } from '../../machines/agentChatView';
import { REFUSAL_TEXT, agentChatRig, messageId } from './agentChatHarness';

/** machines/agentChatView.ts: what the agent chat screen shows for a snapshot. */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('agentChatView', () => {
  it('starts preparing, then offers Try again with the failure text', async () => {
    const rig = agentChatRig();
    await rig.start();
    expect(agentChatView(rig.snapshot())).toMatchObject({
      phase: 'preparing',
      chat: null,
      bubbles: [],
      canSend: false,
      canComplete: false,
      canRate: false,
      error: null,
    });
    await rig.failPrepare();
    expect(agentChatView(rig.snapshot())).toMatchObject({
      phase: 'prepareFailed',
      error: AGENT_CHAT_TEXT.prepareFailed,
      canSend: false,
    });
  });

  it('shows stored messages, then the outbox: own ones sent → delivered by staffDeliveredSeq, queued or sending while outgoing', async () => {
    const rig = agentChatRig();
    await rig.open({ status: 'in_progress', staffName: 'Dr. Silva', queuePosition: null });
    await rig.send({ type: 'SEND', text: 'My knee hurts' });
    await rig.answerSend();
    await rig.staffSays('Since when?');
    await rig.send({ type: 'SEND', text: 'Two days' });
    await rig.send({ type: 'SEND', text: 'And it is swollen' });
    let view = agentChatView(rig.snapshot());
    expect(view.bubbles.map((bubble) => [bubble.id, bubble.seq, bubble.author, bubble.mine, bubble.delivery])).toEqual([
      [messageId(1), 1, 'patient', true, 'sent'],
      ['staff-message-2', 2, 'staff', false, null],
      [messageId(2), null, 'patient', true, 'sending'],
      [messageId(3), null, 'patient', true, 'queued'],
    ]);
    expect(view.bubbles[1]?.authorName).toBe('Dr. Silva');
    // The staff console received up to seq 1: the patient's first message is delivered.
    await rig.update({ staffDeliveredSeq: 1 });
    view = agentChatView(rig.snapshot());
    expect(view.bubbles[0]?.delivery).toBe('delivered');
  });

  it('shows a message never to be stored as failed, with why, between the stored ones and the queued ones', async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.send({ type: 'SEND', text: 'refused' });
    await rig.send({ type: 'SEND', text: 'next' });
    await rig.send({ type: 'SEND', text: 'last' });
    await rig.refuseSend();
    await rig.answerSend();
    const view = agentChatView(rig.snapshot());
    expect(view.bubbles.map((bubble) => [bubble.id, bubble.seq, bubble.mine, bubble.delivery, bubble.error])).toEqual([
      [messageId(2), 1, true, 'sent', null],
      [messageId(1), null, true, 'failed', REFUSAL_TEXT],
      [messageId(3), null, true, 'sending', null],
    ]);
    // What the bubble shows under it.
    expect(DELIVERY_LABELS.failed).toBe('Not sent');
  });

  it('tells the queue position while waiting, and that no staff member is online', async () => {
    const rig = agentChatRig();
    await rig.open({ status: 'preparation', queuePosition: 3, staffOnline: true });
    expect(agentChatView(rig.snapshot()).waitingNotice).toBe(AGENT_CHAT_TEXT.waiting(3));
    await rig.update({ staffOnline: false });
    expect(agentChatView(rig.snapshot()).waitingNotice).toBe(AGENT_CHAT_TEXT.noStaffOnline);
    await rig.update({ status: 'in_progress', staffOnline: true, queuePosition: null, staffName: 'Dr. Silva' });
    expect(agentChatView(rig.snapshot()).waitingNotice).toBeNull();
    await rig.update({ status: 'suspended', staffName: null, queuePosition: 1 });
    expect(agentChatView(rig.snapshot()).waitingNotice).toBe(AGENT_CHAT_TEXT.waiting(1));
  });

  it('names the staff member typing (the hospital when the chat has no staff name)', async () => {
    const rig = agentChatRig();
    await rig.open({ status: 'in_progress', staffName: 'Dr. Silva', queuePosition: null });
    expect(agentChatView(rig.snapshot())).toMatchObject({ staffTyping: null, typingNotice: null });
    await rig.update({ staffTyping: true });
    expect(agentChatView(rig.snapshot())).toMatchObject({
      staffTyping: 'Dr. Silva',
      typingNotice: AGENT_CHAT_TEXT.staffTyping('Dr. Silva'),
    });
    await rig.update({ staffName: null });
    expect(agentChatView(rig.snapshot()).staffTyping).toBe('Carechat Hospital Colombo');
  });

  it('says so while offline, and Complete chat disables sending while it completes', async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.send({ type: 'OFFLINE' });
    expect(agentChatView(rig.snapshot())).toMatchObject({
      offlineNotice: AGENT_CHAT_TEXT.offline,
      canSend: true,
      canComplete: true,
    });
    await rig.send({ type: 'ONLINE' });
    await rig.send({ type: 'COMPLETE' });
    expect(agentChatView(rig.snapshot())).toMatchObject({
      offlineNotice: null,
      completing: true,
      canSend: false,
      canComplete: false,
    });
    await rig.api.fail('patchChat', 'ARO-E1046:');
    expect(agentChatView(rig.snapshot())).toMatchObject({
      completing: false,
      canSend: true,
      error: 'That cannot be done in this state.',
    });
  });

  it('shows the upload and its failure until the next ATTACH', async () => {
    const rig = agentChatRig();
    await rig.open();
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await rig.send({ type: 'ATTACH', file, description: '' });
    expect(agentChatView(rig.snapshot()).uploading).toBe(true);
    await rig.api.fail('uploadImage', 'ARO-E1054:');
    expect(agentChatView(rig.snapshot())).toMatchObject({
      uploading: false,
      uploadError: AGENT_CHAT_TEXT.uploadFailed,
    });
    await rig.send({ type: 'ATTACH', file, description: 'Rash' });
    expect(agentChatView(rig.snapshot())).toMatchObject({ uploading: true, uploadError: null });
    await rig.api.answer('uploadImage', { imageUrl: '/blob/get/AbCdEfGhIjKlMnOpQrStUv' });
    const bubble = agentChatView(rig.snapshot()).bubbles.at(-1);
    expect(bubble).toMatchObject({
      mine: true,
      delivery: 'sending',
      content: {
        kind: 'image',
        imageUrl: '/blob/get/AbCdEfGhIjKlMnOpQrStUv',
        description: 'Rash',
        hospitalId: 'org-colombo',
      },
    });
  });

  it('once closed: the closing notice, the thumbs, then rated once', async () => {
    const rig = agentChatRig();
    await rig.open({ status: 'in_progress', staffName: 'Dr. Silva', queuePosition: null });
    await rig.update({ status: 'completed', staffTyping: true });
    expect(agentChatView(rig.snapshot())).toMatchObject({
      phase: 'closed',
      closedNotice: AGENT_CHAT_TEXT.completed,
      ratable: true,
      canRate: true,
      canSend: false,
      staffTyping: null,
      waitingNotice: null,
      rating: null,
    });
    await rig.send({ type: 'RATE', happy: false });
    expect(agentChatView(rig.snapshot()).canRate).toBe(false);
    await rig.answerRate();
    // Rated once (issue 29 item 14): the thumbs still show the rating and take no other.
    expect(agentChatView(rig.snapshot())).toMatchObject({
      phase: 'rated',
      rating: 0,
      ratable: true,
      canRate: false,
      closedNotice: AGENT_CHAT_TEXT.completed,
    });
  });
});
