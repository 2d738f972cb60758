import type { Decorator } from '@storybook/react-vite';
import { LicenseInfo, generateLicense } from '@mui/x-license';

/**
 * A throwaway MUI X licence for the stories of Pro and Premium demos. Without a key MUI draws its
 * "MUI X Missing license key" watermark in a grey (#8282829e) that fails axe's colour-contrast rule,
 * so these stories run licensed, like the site's e2e build; the unlicensed watermark is checked on the
 * built site instead (tests/e2e/data-grid-licence.spec.ts). Set before the grid mounts (it waits a tick).
 */
export const withTestLicence: Decorator = (Story) => {
  if (!LicenseInfo.getLicenseKey()) {
    LicenseInfo.setLicenseKey(
      generateLicense({ orderNumber: 'storybook', planScope: 'premium', planVersion: 'Q3-2024', licenseModel: 'annual', expiryDate: new Date(Date.UTC(2099, 0, 1)) }),
    );
  }
  return <Story />;
};
