// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openBoard, staffOrder } from './orderFixtures';

vi.mock('../../../src/lib/imageUpload', () => ({
  fetchBlobObjectUrl: vi.fn((imageUrl: string, token: string) =>
    Promise.resolve(`blob:test${imageUrl}?token=${token}`),
  ),
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('order prescriptions on the board', () => {
  it('shows images and links PDFs, both fetched with the staff token', async () => {
    await openBoard([
      staffOrder('1', 'Medication', 'new', {
        documents: [
          { id: 'd1', url: '/blob/get/abcdefgh1', contentType: 'image/jpeg', description: '' },
          { id: 'd2', url: '/blob/get/abcdefgh2', contentType: 'application/pdf', description: 'Clinic letter' },
        ],
      }),
    ]);
    await userEvent.click(
      within(screen.getByRole('listitem', { name: /SR-1,/ })).getByRole('button', { name: 'Open' }),
    );
    const dialog = screen.getByRole('dialog');
    const image = await within(dialog).findByRole('img', { name: 'Prescription 1' });
    expect(image.getAttribute('src')).toBe('blob:test/blob/get/abcdefgh1?token=staff-token-1');
    const pdf = within(dialog).getByRole('link', { name: 'Open Clinic letter (PDF)' });
    expect(pdf.getAttribute('href')).toBe('blob:test/blob/get/abcdefgh2?token=staff-token-1');
  });
});
