declare module 'cssjanus' {
  /** Flips the sides of a CSS text (left ↔ right, four-value shorthands, …). */
  const cssjanus: { transform(css: string, options?: { transformDirInUrl?: boolean; transformEdgeInUrl?: boolean }): string };
  export default cssjanus;
}
