import { generateLicense } from '@mui/x-license';

/**
 * The MUI X licence key of the first e2e build (scripts/test-e2e.ts passes it as VITE_MUI_LICENSE_KEY;
 * the v2 build gets none). Generated here, not stored: a Premium key of the current plan version with an
 * expiry far away, so the Pro and Premium grids of that build verify it as valid. The same details give
 * the same key, so the spec that reads it back (data-grid-licence.spec.ts) knows what to expect.
 */
export const E2E_MUI_LICENSE_KEY = generateLicense({
  orderNumber: 'docs-e2e',
  planScope: 'premium',
  planVersion: 'Q3-2024',
  licenseModel: 'annual',
  expiryDate: new Date(Date.UTC(2099, 0, 1)),
});
