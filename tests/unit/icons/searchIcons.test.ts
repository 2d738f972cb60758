import { describe, expect, it } from 'vitest';
import type { IconEntry } from '../../../src/icons/iconIndex';
import { chunksFor, queryTerms, searchIcons } from '../../../src/icons/searchIcons';

const icon = (name: string, words: string, chunks: (number | null)[] = [0, 1, 2, 3, 4]): IconEntry => ({ name, words, chunks });

const ICONS: IconEntry[] = [
  icon('AccessAlarm', 'access alarm'),
  icon('AddAlarm', 'add alarm'),
  icon('Alarm', 'alarm'),
  icon('AlarmOff', 'alarm off'),
  icon('AlarmOn', 'alarm on', [5, 6, 7, 8, 9]),
  icon('FaceUnlock', 'face unlock', [null, 1, 2, 3, 4]),
  icon('GitHub', 'git hub', [2, null, null, null, null]),
  icon('Salary', 'salary'),
  icon('ThreeSixty', 'three sixty 360'),
  icon('TwentyFourMp', 'twenty four mp 24 24mp'),
];

const names = (query: string, theme: Parameters<typeof searchIcons>[2] = 'Filled') => searchIcons(ICONS, query, theme).map((m) => m.icon.name);

describe('queryTerms', () => {
  it('lower-cases and splits at spaces, dashes, underscores and dots', () => {
    expect(queryTerms('Alarm on')).toEqual(['alarm', 'on']);
    expect(queryTerms('alarm_on')).toEqual(['alarm', 'on']);
    expect(queryTerms('  arrow-back.ios  ')).toEqual(['arrow', 'back', 'ios']);
    expect(queryTerms('')).toEqual([]);
  });

  it('drops a pasted "Icon" and theme suffix', () => {
    expect(queryTerms('AlarmOnOutlinedIcon')).toEqual(['alarmon']);
    expect(queryTerms('AlarmOnTwoTone')).toEqual(['alarmon']);
    expect(queryTerms('sharp')).toEqual(['sharp']);
  });
});

describe('searchIcons', () => {
  it('lists every icon of the theme, alphabetically, for an empty query', () => {
    expect(names('')).toEqual(['AccessAlarm', 'AddAlarm', 'Alarm', 'AlarmOff', 'AlarmOn', 'GitHub', 'Salary', 'ThreeSixty', 'TwentyFourMp']);
    expect(names('', 'Outlined')).toContain('FaceUnlock');
    expect(names('', 'Outlined')).not.toContain('GitHub');
  });

  it('finds words inside names and ranks exact, prefix and whole-word matches first', () => {
    expect(names('alarm')).toEqual(['Alarm', 'AlarmOff', 'AlarmOn', 'AccessAlarm', 'AddAlarm']);
    expect(names('ALARM')).toEqual(names('alarm'));
  });

  it('matches inside a name as well as at word starts', () => {
    // "alar" is inside "salary" too.
    expect(names('alar')).toEqual(['Alarm', 'AlarmOff', 'AlarmOn', 'AccessAlarm', 'AddAlarm', 'Salary']);
  });

  it('needs every term to match', () => {
    expect(names('alarm on')).toEqual(['AlarmOn']);
    expect(names('alarm_off')).toEqual(['AlarmOff']);
    expect(names('alarm submarine')).toEqual([]);
  });

  it('finds the exact name however it is written', () => {
    expect(names('AlarmOn')).toEqual(['AlarmOn']);
    expect(names('AlarmOnOutlinedIcon', 'Outlined')).toEqual(['AlarmOn']);
  });

  it('finds spelled-out numbers by their digits', () => {
    expect(names('360')).toEqual(['ThreeSixty']);
    expect(names('24mp')).toEqual(['TwentyFourMp']);
  });

  it('gives the module name and chunk of the theme asked for', () => {
    expect(searchIcons(ICONS, 'alarm on', 'Rounded')).toEqual([{ icon: ICONS[4], theme: 'Rounded', module: 'AlarmOnRounded', chunk: 7 }]);
    expect(searchIcons(ICONS, 'face', 'Filled')).toEqual([]);
    expect(searchIcons(ICONS, 'face', 'TwoTone')[0]?.module).toBe('FaceUnlockTwoTone');
  });
});

describe('chunksFor', () => {
  it('lists each needed chunk once, in order of first use', () => {
    expect(chunksFor(searchIcons(ICONS, 'alarm', 'Filled'))).toEqual([0, 5]);
    expect(chunksFor([])).toEqual([]);
  });
});
