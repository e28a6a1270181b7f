import { describe, inject, it } from 'vitest';
import { addSister, classifyRelative } from './accountSteps';
import { manageCards } from './cardSteps';
import { paymentHistoryAndLoyalty } from './paymentSteps';
import { useBrowser } from './useBrowser';

// Issue 6 in the flat tenant (harbour-clinic, editProfile off): profiles are classified, never edited.
describe('account (flat tenant)', () => {
  const baseUrl = inject('flatUrl');
  const browser = useBrowser();
  const hospitalId = 'org-galle';

  it('adds a relative: the form from /profiles, then the count of people and the Sister group show her (no Edit)', async () => {
    await addSister(browser(), baseUrl, hospitalId, false);
  });

  it('cannot edit a classified profile (no Edit, read-only form, refused by the API) but classifies an unclassified relative', async () => {
    await classifyRelative(browser(), baseUrl, hospitalId, false);
  });

  it('adds a card through the sandbox after a declined one and deletes it; no full card number reaches the API', async () => {
    await manageCards(browser(), baseUrl, hospitalId, { declinedFirst: true, secondCard: false });
  });

  it('opens a paid booking in the payment history and shows the loyalty points it earned', async () => {
    await paymentHistoryAndLoyalty(browser(), baseUrl, hospitalId);
  });
});
