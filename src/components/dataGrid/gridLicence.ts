/**
 * Spec §6: the MUI X licence key reaches MUI X's `LicenseInfo` before any Pro or Premium grid mounts.
 * The page (or Storybook) settles the key once; grids wait for that (HtmlFirstGrid), so a licensed build
 * never flashes the unlicensed watermark. Without a key the licence module is not even loaded here, and
 * the grids render with MUI's own "missing licence" watermark.
 */
let settle: () => void = () => {};
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Hands the configured key to MUI X (no key: nothing to load) and lets waiting grids mount. */
export async function applyGridLicence(key: string): Promise<void> {
  try {
    if (key) {
      const { LicenseInfo } = await import('@mui/x-license');
      LicenseInfo.setLicenseKey(key);
    }
  } finally {
    settle();
  }
}

/** Resolves once the key has been applied (or there is none). */
export const gridLicenceSettled = (): Promise<void> => settled;
