import { describe, expect, it } from 'vitest';
import { serviceWorkerAction } from '../../../src/sw/hostRule';

const at = (host: string) => ({ host, hostname: host.replace(/:\d+$/, '') });

describe('service worker host rule (spec §4)', () => {
  it('registers on the own host, whatever the port when the config names no port', () => {
    expect(serviceWorkerAction(at('mui.com'), 'mui.com')).toBe('register');
    expect(serviceWorkerAction(at('127.0.0.1:4173'), '127.0.0.1')).toBe('register');
    expect(serviceWorkerAction(at('MUI.com'), 'mui.com')).toBe('register');
  });

  it('unregisters on every other host, including look-alikes and subdomains', () => {
    for (const host of ['localhost:4173', 'next.mui.com', 'mui.com.evil.example', 'evilmui.com', 'deploy-preview-1--material-ui.netlify.app']) {
      expect(serviceWorkerAction(at(host), 'mui.com'), host).toBe('unregister');
    }
  });

  it('matches the port too when the config names one', () => {
    expect(serviceWorkerAction(at('127.0.0.1:4173'), '127.0.0.1:4173')).toBe('register');
    expect(serviceWorkerAction(at('127.0.0.1:4175'), '127.0.0.1:4173')).toBe('unregister');
  });

  it('registers nowhere when no own host is configured', () => {
    expect(serviceWorkerAction(at('mui.com'), '')).toBe('unregister');
    expect(serviceWorkerAction(at('mui.com'), '  ')).toBe('unregister');
  });
});
