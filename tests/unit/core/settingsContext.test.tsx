import { describe, it, expect } from 'vitest';
import { renderToString } from 'react-dom/server';
import { SettingsProvider, useSettings } from '../../../src/components/settings/SettingsContext';
import { DEFAULT_SETTINGS } from '../../../src/theme/settings';

function ModeLabel() {
  return <span>{useSettings().settings.mode}</span>;
}

describe('useSettings', () => {
  it("throws 'Forgot to wrap component in ThemeProvider' outside its provider (spec §8)", () => {
    expect(() => renderToString(<ModeLabel />)).toThrow('Forgot to wrap component in ThemeProvider');
  });

  it('reads the settings inside its provider', () => {
    const html = renderToString(
      <SettingsProvider initial={{ ...DEFAULT_SETTINGS, mode: 'dark' }}>
        <ModeLabel />
      </SettingsProvider>,
    );
    expect(html).toBe('<span>dark</span>');
  });
});
