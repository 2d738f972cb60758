import { describe, expect, it } from 'vitest';
import { pollStep, seenIn, startPoll } from '../../../src/ads/polling';
import { AD_POLL } from '../../../src/spec/ads';
import type { PollState, Seen } from '../../../src/ads/types';

const run = (seen: Seen[], from: PollState = startPoll) => seen.reduce(pollStep, from);
const empty = (n: number): Seen[] => Array.from({ length: n }, () => 'nothing');

describe('pollStep (spec §4: every 500 ms, up to 30 polls, > 6 empty polls = ad blocker)', () => {
  it('starts undecided', () => {
    expect(startPoll).toEqual({ polls: 0, adblock: null, carbonOut: false, done: false });
    expect(AD_POLL).toEqual({ intervalMs: 500, maxPolls: 30, adblockAfter: 6 });
  });

  it('counts each poll', () => {
    expect(run(empty(1)).polls).toBe(1);
    expect(run(empty(3)).polls).toBe(3);
  });

  it('after 6 empty polls the blocker is still undecided and polling goes on', () => {
    expect(run(empty(6))).toEqual({ polls: 6, adblock: null, carbonOut: false, done: false });
  });

  it('the 7th empty poll decides: ad blocker, and polling stops', () => {
    expect(run(empty(7))).toEqual({ polls: 7, adblock: true, carbonOut: false, done: true });
  });

  it('an ad found on poll 12 stops the poll with adblock false', () => {
    // Empty polls alone never reach the 30-poll stop (the 7th decides), so an ad comes late instead.
    expect(run([...empty(11), 'ad'])).toEqual({ polls: 12, adblock: false, carbonOut: false, done: true });
  });

  it('the 30-poll cap is a backstop: a slot still polled at 29 stops at the 30th', () => {
    // Unreachable from startPoll with this rule (the 7th empty poll decides); it bounds any driver.
    const at28: PollState = { polls: 28, adblock: false, carbonOut: false, done: false };
    expect(pollStep(at28, 'nothing')).toEqual({ polls: 29, adblock: false, carbonOut: false, done: false });
    expect(pollStep(pollStep(at28, 'nothing'), 'nothing')).toEqual({ polls: 30, adblock: false, carbonOut: false, done: true });
    expect(pollStep({ ...at28, polls: 29, adblock: null }, 'nothing')).toMatchObject({ polls: 30, done: true });
  });

  it('an ad on the first poll: carbon, no blocker', () => {
    expect(run(['ad'])).toEqual({ polls: 1, adblock: false, carbonOut: false, done: true });
  });

  it('a backers link: no blocker, but the network had nothing (in-house-carbon)', () => {
    expect(run(['nothing', 'nothing', 'backers-link'])).toEqual({ polls: 3, adblock: false, carbonOut: true, done: true });
  });

  it('a finished poll stays finished when polled again', () => {
    expect(run(['ad', 'nothing'])).toEqual({ polls: 2, adblock: false, carbonOut: false, done: true });
    expect(run([...empty(7), 'nothing'])).toEqual({ polls: 8, adblock: true, carbonOut: false, done: true });
  });
});

describe('seenIn', () => {
  const backers = 'https://mui.com/material-ui/discover-more/backers/';

  it('no ad element: nothing', () => {
    expect(seenIn(null, backers)).toBe('nothing');
  });

  it('an ad element with an ordinary link, or none: ad', () => {
    expect(seenIn({ adLink: 'https://srv.example/ads/click/x?seg=1' }, backers)).toBe('ad');
    expect(seenIn({ adLink: null }, backers)).toBe('ad');
    expect(seenIn({}, backers)).toBe('ad');
  });

  it.each([
    'https://mui.com/material-ui/discover-more/backers/',
    'https://mui.com/material-ui/discover-more/backers',
    'https://mui.com/material-ui/discover-more/backers/?utm_source=carbon',
    'https://mui.com/material-ui/discover-more/backers?utm_source=carbon#top',
    'https://mui.com/material-ui/discover-more/backers/gold/',
    '/material-ui/discover-more/backers/',
  ])('%s is the backers page', (adLink) => {
    expect(seenIn({ adLink }, backers)).toBe('backers-link');
    expect(seenIn({ adLink }, backers.replace(/\/$/, '?ref=x'))).toBe('backers-link');
  });

  it('a path that only shares a prefix, or another host, is not the backers page', () => {
    expect(seenIn({ adLink: 'https://mui.com/material-ui/discover-more/backers-wall/' }, backers)).toBe('ad');
    expect(seenIn({ adLink: 'https://evil.example/material-ui/discover-more/backers/' }, backers)).toBe('ad');
  });
});
