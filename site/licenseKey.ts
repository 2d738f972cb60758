/**
 * Spec §6: the MUI X licence key from the config (VITE_MUI_LICENSE_KEY at build time), handed to
 * MUI X's licence API. The licence module loads only when a key is set, so a build without one
 * carries neither the key nor the module; the site has no MUI X demos yet, so nothing renders
 * a watermark either way.
 */
export function applyLicenseKey(key: string): Promise<void> {
  if (!key) return Promise.resolve();
  return import('@mui/x-license').then(({ LicenseInfo }) => LicenseInfo.setLicenseKey(key));
}
