import { applyGridLicence } from '../src/components/dataGrid/gridLicence';

/**
 * Spec §6: the MUI X licence key from the config (VITE_MUI_LICENSE_KEY at build time), handed to
 * MUI X's licence API before any Pro or Premium grid mounts (they wait for it). The licence module
 * loads only when a key is set, so a build without one carries neither the key nor the module.
 */
export function applyLicenseKey(key: string): Promise<void> {
  return applyGridLicence(key);
}
