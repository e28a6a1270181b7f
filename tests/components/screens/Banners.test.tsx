// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveSocket } from '../../../src/lib/client/socket';
import { Banners } from '../../../src/app/Banners';
import { ConnectionProvider, useConnection, type ConnectionActor } from '../../../src/lib/connection';
import { fakeGraphqlWs } from './fakeGraphqlWs';

afterEach(cleanup);

/** Renders the banners with a reload spy and hands back the connection actor (what the urql client talks to). */
function renderBanners(): { reload: ReturnType<typeof vi.fn>; actor: () => ConnectionActor } {
  const reload = vi.fn();
  let actor: ConnectionActor | null = null;
  function Grab(): null {
    actor = useConnection();
    return null;
  }
  render(
    <ConnectionProvider reload={reload}>
      <Grab />
      <Banners />
    </ConnectionProvider>,
  );
  return {
    reload,
    actor: () => {
      if (actor === null) throw new Error('no connection actor');
      return actor;
    },
  };
}

describe('connection banners', () => {
  it('show nothing while connected', () => {
    renderBanners();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("say We can't connect to internet! while offline and reload when back online", () => {
    const { reload } = renderBanners();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert').textContent).toBe("We can't connect to internet!");
    expect(reload).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('say Your device internet is slow! on a socket error, with a Refresh that reloads', async () => {
    const user = userEvent.setup();
    const { reload, actor } = renderBanners();
    act(() => {
      actor().send({ type: 'WS_ERROR' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Your device internet is slow!');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clear the slow banner once the socket connects again', () => {
    const { actor } = renderBanners();
    act(() => {
      actor().send({ type: 'WS_ERROR' });
    });
    act(() => {
      actor().send({ type: 'WS_CONNECTED' });
    });
    expect(screen.queryByText('Your device internet is slow!')).toBeNull();
  });

  it('clear the slow banner when the live socket connects again, also after graphql-ws gave up on one', () => {
    const { actor } = renderBanners();
    const { clients, create } = fakeGraphqlWs();
    // As ClientProvider wires the socket to the connection machine.
    const socket = createLiveSocket({
      url: () => 'ws://x/graphql',
      onConnected: () => actor().send({ type: 'WS_CONNECTED' }),
      onError: () => actor().send({ type: 'WS_ERROR' }),
      create,
    });
    const next = vi.fn();
    socket
      .subscribe({ query: 'subscription { profileChanged { id } }' })
      .subscribe({ next, error: vi.fn(), complete: vi.fn() });
    const slow = (): HTMLElement | null => screen.queryByText('Your device internet is slow!');

    // graphql-ws retrying: an error, then connected again.
    act(() => clients[0]?.options.on?.error?.(new Event('error')));
    expect(slow()).not.toBeNull();
    act(() => clients[0]?.options.on?.connected?.(null, undefined, true));
    expect(slow()).toBeNull();

    // A close graphql-ws does not retry: the banner stays until the next socket (opened on resume) connects.
    act(() => clients[0]?.sinks[0]?.error({ code: 4500, reason: 'Internal Server Error' }));
    expect(slow()).not.toBeNull();
    act(() => socket.resume());
    act(() => clients[1]?.options.on?.connected?.(null, undefined, false));
    expect(slow()).toBeNull();
    clients[1]?.sinks[0]?.next({ data: { profileChanged: { id: 'profile-1' } } });
    expect(next).toHaveBeenCalledTimes(1);
  });
});
