import { beforeEach, describe, expect, it, vi } from 'vitest';

const setLicenseKey = vi.fn();
const loaded = vi.fn();
vi.mock('@mui/x-license', () => {
  loaded();
  return { LicenseInfo: { setLicenseKey } };
});

const { applyLicenseKey } = await import('../../../site/licenseKey');

describe('applyLicenseKey', () => {
  beforeEach(() => setLicenseKey.mockClear());
  it('without a key, does not load the licence module', async () => {
    await applyLicenseKey('');
    expect(loaded).not.toHaveBeenCalled();
    expect(setLicenseKey).not.toHaveBeenCalled();
  });
  it("hands the configured key to MUI X's licence API", async () => {
    await applyLicenseKey('e2e-key-123');
    expect(setLicenseKey).toHaveBeenCalledWith('e2e-key-123');
  });
});
