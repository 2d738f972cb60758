import type { IslandKind } from './types';

/** The two Joy UI customization tools; each is its own chunk, loaded with Joy's provider only where it is used. */
const TOOLS = {
  defaultThemeViewer: async () => (await import('../../src/components/joy/themeViewer/DefaultThemeViewer')).DefaultThemeViewer,
  themeBuilder: async () => (await import('../../src/components/joy/themeBuilder/JoyThemeBuilder')).JoyThemeBuilder,
};

export type JoyToolName = keyof typeof TOOLS;

/** A Joy UI tool (/joy-ui/customization/default-theme-viewer, /joy-ui/customization/theme-builder) in Joy's provider. */
export const island: IslandKind<{ tool: JoyToolName }> = {
  async prepare({ tool }) {
    const [Tool, { JoyProvider }] = await Promise.all([TOOLS[tool](), import('../../src/components/joy/JoyProvider')]);
    return (
      <JoyProvider>
        <Tool />
      </JoyProvider>
    );
  },
};
