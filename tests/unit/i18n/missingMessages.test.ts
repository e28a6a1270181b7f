import { describe, expect, it, vi } from 'vitest';

/**
 * A message read before the active language's whole catalogue is in (a deep page's bottom bars, in the first frame)
 * reads as nothing until it arrives, never as its id; once the catalogue is complete, a missing one shows its id so
 * that a text read too early is seen.
 */
describe('a message not loaded yet', () => {
  it('is blank while the catalogue loads and its id once it is complete', async () => {
    vi.resetModules();
    const { addMessages, catalogueComplete, i18n, t } = await import('../../../i18n/translate');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      addMessages('si', {});
      i18n.activate('si');
      expect(t('common.nav.home')).toBe('');
      catalogueComplete();
      expect(t('common.nav.home')).toBe('common.nav.home');
      // Lingui's warning about an uncompiled fallback never fires: nothing reaches its compiler path.
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      vi.resetModules();
    }
  });
});
