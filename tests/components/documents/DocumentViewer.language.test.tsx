// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentViewer } from '../../../src/features/documents/DocumentViewer';
import { speak } from '../../support/language';

/** The documents list and viewer in Sinhala and Tamil (issue 32). */

let back: () => void = () => undefined;
afterEach(() => {
  cleanup();
  back();
});

const DOCUMENTS = [
  {
    id: 'd1',
    author: 'User/staff-1',
    url: '/blob/get/d1',
    contentType: 'image/png',
    description: 'X-ray',
    createdTime: '2026-11-26T08:00:00.000Z',
  },
];

describe('the documents in Sinhala and Tamil', () => {
  it('labels the list, the author and a file that cannot load in Sinhala', async () => {
    back = speak('si');
    render(<DocumentViewer documents={DOCUMENTS} patientName="Nimal" loadFile={() => Promise.reject(new Error())} />);
    expect(screen.getByRole('list', { name: 'ලේඛන' })).toBeTruthy();
    expect(screen.getByText('රෝහල් කාර්ය මණ්ඩලය')).toBeTruthy();
    const open = screen.getByRole('button', { name: /X-ray/ });
    expect(open.textContent).toContain('විවෘත කරන්න');
    fireEvent.click(open);
    expect((await screen.findByRole('alert')).textContent).toBe('ගොනුව පූරණය කළ නොහැක!');
  });

  it('says there are none yet in Tamil', () => {
    back = speak('ta');
    render(<DocumentViewer documents={[]} patientName="Nimal" loadFile={() => Promise.reject(new Error())} />);
    expect(screen.getByText('இன்னும் ஆவணங்கள் இல்லை.')).toBeTruthy();
  });
});
