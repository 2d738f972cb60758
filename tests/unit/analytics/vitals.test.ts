import { describe, expect, it, vi } from 'vitest';
import { reportVitals, vitalParams, vitalsSampled, VITALS_SAMPLED_KEY, VITAL_LABEL } from '../../../src/analytics/vitals';
import { safeStore } from '../../../src/analytics/sessionStore';
import { WEB_VITALS_SAMPLE_RATE } from '../../../src/spec/runtime';
import { draws } from '../ads/fakeClock';
import { fakeVitals, memoryStorage } from './fakeGlobals';

const throwing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('vitalsSampled (spec §9: about 1 in 10000 visits)', () => {
  it('the rate is 1/10000', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(1 / 10000);
  });

  it('in just below the rate, out at the rate', () => {
    expect(vitalsSampled(safeStore(() => memoryStorage()), draws(WEB_VITALS_SAMPLE_RATE - 1e-9))).toBe(true);
    expect(vitalsSampled(safeStore(() => memoryStorage()), draws(WEB_VITALS_SAMPLE_RATE))).toBe(false);
  });

  it('decided once per visit: stored, then reused without drawing again', () => {
    const storage = memoryStorage();
    const random = vi.fn(() => 0);
    expect(vitalsSampled(safeStore(() => storage), random)).toBe(true);
    expect(storage.data[VITALS_SAMPLED_KEY]).toBe('1');
    for (let i = 0; i < 5; i += 1) expect(vitalsSampled(safeStore(() => storage), random)).toBe(true);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('a stored "out" stays out, whatever random() would say', () => {
    const random = vi.fn(() => 0);
    expect(vitalsSampled(safeStore(() => memoryStorage({ [VITALS_SAMPLED_KEY]: '0' })), random)).toBe(false);
    expect(random).not.toHaveBeenCalled();
  });

  it('a garbage stored value is decided afresh and overwritten', () => {
    const storage = memoryStorage({ [VITALS_SAMPLED_KEY]: 'yes' });
    expect(vitalsSampled(safeStore(() => storage), draws(0.5))).toBe(false);
    expect(storage.data[VITALS_SAMPLED_KEY]).toBe('0');
  });

  it('a storage that throws (on access, read or write) still decides, drawing once', () => {
    const random = vi.fn(() => 0.9);
    expect(vitalsSampled(safeStore(throwing), random)).toBe(false);
    expect(vitalsSampled(safeStore(() => ({ getItem: throwing, setItem: throwing })), random)).toBe(false);
    expect(random).toHaveBeenCalledTimes(2);
  });
});

describe('reportVitals', () => {
  it('sends each metric as gtag("event", name, { value, delta, id, label })', async () => {
    const gtag = vi.fn();
    const vitals = fakeVitals();
    await reportVitals(gtag, async () => vitals);
    vitals.report('LCP', { value: 1200, delta: 1200, id: 'v5-1' });
    vitals.report('CLS', { value: 0.02, delta: 0.01, id: 'v5-2' });
    vitals.report('INP', { value: 80, delta: 80, id: 'v5-3' });
    vitals.report('FCP', { value: 900, delta: 900, id: 'v5-4' });
    vitals.report('TTFB', { value: 50, delta: 50, id: 'v5-5' });
    expect(gtag.mock.calls).toEqual([
      ['event', 'LCP', { value: 1200, delta: 1200, id: 'v5-1', label: 'web-vital' }],
      ['event', 'CLS', { value: 0.02, delta: 0.01, id: 'v5-2', label: 'web-vital' }],
      ['event', 'INP', { value: 80, delta: 80, id: 'v5-3', label: 'web-vital' }],
      ['event', 'FCP', { value: 900, delta: 900, id: 'v5-4', label: 'web-vital' }],
      ['event', 'TTFB', { value: 50, delta: 50, id: 'v5-5', label: 'web-vital' }],
    ]);
  });

  it('vitalParams keeps value, delta, id and the label, nothing else', () => {
    expect(vitalParams({ name: 'CLS', value: 0.1, delta: 0.05, id: 'x', entries: [] } as never)).toEqual({ value: 0.1, delta: 0.05, id: 'x', label: VITAL_LABEL });
  });
});
