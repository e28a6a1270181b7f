// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../../../src/lib/session/sessionStore';
import { ImageBubble } from '../../../src/features/chat/ImageBubble';
import { ImageLoaderContext, useSessionImageLoader, type LoadImage } from '../../../src/features/chat/imageLoader';

// An uploaded prescription photo is a /blob/get/ url the blob service answers only with the login
// (server/http/blob.ts): the bubble fetches it through the chat's loader, as the agent chat's images do.

const PHOTO = '/blob/get/abcdefghijklmnop';
const revoked: string[] = [];

beforeEach(() => {
  revoked.length = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo-1', revokeObjectURL: (url: string) => revoked.push(url) }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withLoader(loadImage: LoadImage, url = PHOTO) {
  return render(
    <ImageLoaderContext.Provider value={loadImage}>
      <ImageBubble url={url} alt="Prescription photo" />
    </ImageLoaderContext.Provider>,
  );
}

describe('ImageBubble', () => {
  it('fetches an uploaded photo with the login, shows Loading image... until it is drawn, and revokes it when it goes', async () => {
    const loadImage = vi.fn<LoadImage>(() => Promise.resolve('blob:photo-1'));
    const { unmount } = withLoader(loadImage);
    expect(screen.getByText('Loading image...')).toBeTruthy();
    expect(loadImage).toHaveBeenCalledWith(PHOTO);
    const image = await screen.findByRole('img', { hidden: true });
    expect(image.getAttribute('src')).toBe('blob:photo-1');
    fireEvent.load(image);
    expect(screen.queryByText('Loading image...')).toBeNull();
    expect(screen.getByRole('img', { name: 'Prescription photo' })).toBeTruthy();
    unmount();
    expect(revoked).toEqual(['blob:photo-1']);
  });

  it('says Unable to load image! when the photo cannot be fetched', async () => {
    withLoader(() => Promise.reject(new Error('The image could not be loaded (401).')));
    expect(await screen.findByText('Unable to load image!')).toBeTruthy();
    expect(screen.queryByRole('img', { hidden: true })).toBeNull();
  });

  it('shows any other url as it is', () => {
    const loadImage = vi.fn<LoadImage>();
    withLoader(loadImage, 'https://example.com/logo.png');
    expect(loadImage).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { hidden: true }).getAttribute('src')).toBe('https://example.com/logo.png');
  });
});

describe('useSessionImageLoader', () => {
  it('sends the signed-in account’s token to the blob service, and fails without one', async () => {
    const fetched: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        fetched.push({ url, authorization: new Headers(init.headers).get('authorization') });
        return Promise.resolve({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['x'])) });
      }),
    );
    let token: string | null = 'token-1';
    const store = { accessToken: () => token } as unknown as SessionStore;
    const { result } = renderHook(() => useSessionImageLoader(store));
    let src = '';
    await act(async () => {
      src = await result.current(PHOTO);
    });
    expect(src).toBe('blob:photo-1');
    expect(fetched).toEqual([{ url: PHOTO, authorization: 'Bearer token-1' }]);
    token = null;
    await expect(result.current(PHOTO)).rejects.toThrow();
  });
});
