// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressAndUpload } from '../../../src/lib/imageUpload';
import { openBoard } from './orderFixtures';
import type { FakeServer } from './staffServer';

vi.mock('../../../src/lib/imageUpload', () => ({
  fetchBlobObjectUrl: vi.fn((imageUrl: string, token: string) =>
    Promise.resolve(`blob:test${imageUrl}?token=${token}`),
  ),
  compressAndUpload: vi.fn(() => Promise.resolve({ imageUrl: '/blob/get/footer-blob-2' })),
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(compressAndUpload).mockClear();
});
afterEach(cleanup);

const images = (header: string | null, footer: string | null, signature: string | null): Record<string, unknown> => ({
  __typename: 'ReportImages',
  headerImageUrl: header,
  footerImageUrl: footer,
  signatureImageUrl: signature,
});

async function openLetterhead(answers: Record<string, unknown>): Promise<FakeServer> {
  const server = await openBoard([], answers);
  const toggle = screen.getByRole('button', { name: 'Report letterhead' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await userEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  await screen.findByRole('region', { name: 'Header' });
  return server;
}

describe('report letterhead in the Orders tab', () => {
  it('shows the hospital’s images fetched with the staff login, and nothing where none is set', async () => {
    await openLetterhead({
      StaffReportImages: { staffReportImages: images('/blob/get/header-blob-1', null, '/blob/get/signature-blob-1') },
    });
    const header = await within(screen.getByRole('region', { name: 'Header' })).findByRole('img', {
      name: 'Report header',
    });
    expect(header.getAttribute('src')).toBe('blob:test/blob/get/header-blob-1?token=staff-token-1');
    expect(
      await within(screen.getByRole('region', { name: 'Signature' })).findByRole('img', { name: 'Report signature' }),
    ).toBeTruthy();
    const footer = screen.getByRole('region', { name: 'Footer' });
    expect(within(footer).getByText('No footer image.')).toBeTruthy();
    expect(within(footer).queryByRole('button', { name: 'Clear the footer image' })).toBeNull();
  });

  it('uploads a replacement like other staff images, then sets it by its blob id', async () => {
    const server = await openLetterhead({
      StaffReportImages: { staffReportImages: images('/blob/get/header-blob-1', null, null) },
      StaffSetReportImage: { staffSetReportImage: images('/blob/get/header-blob-1', '/blob/get/footer-blob-2', null) },
    });
    const footer = screen.getByRole('region', { name: 'Footer' });
    const file = new File(['png'], 'footer.png', { type: 'image/png' });
    await userEvent.upload(within(footer).getByLabelText('Upload a footer image'), file);
    expect(vi.mocked(compressAndUpload)).toHaveBeenCalledWith(file, 'staff-token-1', 'org-colombo');
    await waitFor(() =>
      expect(server.sent('StaffSetReportImage')).toEqual([{ kind: 'footer', blobId: 'footer-blob-2' }]),
    );
    expect(await within(footer).findByRole('img', { name: 'Report footer' })).toBeTruthy();
    expect(within(footer).getByLabelText('Replace the footer image').getAttribute('accept')).toBe('image/*');
  });

  it('clears an image, and shows a refused upload beside it', async () => {
    const server = await openLetterhead({
      StaffReportImages: { staffReportImages: images('/blob/get/header-blob-1', null, null) },
      StaffSetReportImage: (variables: Record<string, unknown>) =>
        variables.blobId === null
          ? { staffSetReportImage: images(null, null, null) }
          : new Error('ARO-E1081:These results cannot be saved.'),
    });
    const header = screen.getByRole('region', { name: 'Header' });
    await userEvent.click(within(header).getByRole('button', { name: 'Clear the header image' }));
    expect(server.sent('StaffSetReportImage')).toEqual([{ kind: 'header', blobId: null }]);
    expect(await within(header).findByText('No header image.')).toBeTruthy();

    vi.mocked(compressAndUpload).mockRejectedValueOnce(new Error('Please choose an image.'));
    await userEvent.upload(
      within(header).getByLabelText('Upload a header image'),
      new File(['x'], 'logo.png', { type: 'image/png' }),
    );
    expect((await within(header).findByRole('alert')).textContent).toBe('Please choose an image.');
    expect(server.sent('StaffSetReportImage')).toHaveLength(1);
  });
});
