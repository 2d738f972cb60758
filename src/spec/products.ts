/** Spec §1: current documented versions. */
export const CURRENT_VERSIONS = {
  'material-ui': '7.2.0',
  system: '7.2.0',
  'joy-ui': '5.0.0-beta.49',
} as const;
