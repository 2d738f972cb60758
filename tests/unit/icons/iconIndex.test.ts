import { describe, expect, it } from 'vitest';
import { chunkOf, groupModules, iconWords, importLine, moduleName, splitName, themesOf } from '../../../src/icons/iconIndex';

describe('module names and import lines', () => {
  it('adds the theme suffix (none for Filled)', () => {
    expect(moduleName('AlarmOn', 'Filled')).toBe('AlarmOn');
    expect(moduleName('AlarmOn', 'TwoTone')).toBe('AlarmOnTwoTone');
  });

  it('writes the default import a reader copies', () => {
    expect(importLine('AlarmOn', 'Filled')).toBe("import AlarmOnIcon from '@mui/icons-material/AlarmOn';");
    expect(importLine('AlarmOn', 'Outlined')).toBe("import AlarmOnOutlinedIcon from '@mui/icons-material/AlarmOnOutlined';");
  });

  it('reads chunks and themes from an entry', () => {
    const entry = { name: 'FaceUnlock', words: 'face unlock', chunks: [null, 3, 4, 5, 6] };
    expect(chunkOf(entry, 'Filled')).toBeUndefined();
    expect(chunkOf(entry, 'Sharp')).toBe(6);
    expect(themesOf(entry)).toEqual(['Outlined', 'Rounded', 'TwoTone', 'Sharp']);
  });
});

describe('groupModules', () => {
  it('groups the five themes of an icon under its name', () => {
    const grouped = groupModules(['AlarmOnSharp', 'AlarmOn', 'AlarmOnOutlined', 'AlarmOnRounded', 'AlarmOnTwoTone', 'GitHub']);
    expect([...grouped.keys()]).toEqual(['AlarmOn', 'GitHub']);
    expect(grouped.get('AlarmOn')).toEqual({ Filled: 'AlarmOn', Outlined: 'AlarmOnOutlined', Rounded: 'AlarmOnRounded', TwoTone: 'AlarmOnTwoTone', Sharp: 'AlarmOnSharp' });
    expect(grouped.get('GitHub')).toEqual({ Filled: 'GitHub' });
  });

  it('keeps icons whose own name ends with a theme word, with themes of their own', () => {
    const grouped = groupModules(['InsertChart', 'InsertChartOutlined', 'InsertChartOutlinedOutlined', 'InsertChartOutlinedSharp', 'InsertChartSharp']);
    expect(grouped.get('InsertChartOutlined')).toEqual({ Filled: 'InsertChartOutlined', Outlined: 'InsertChartOutlinedOutlined', Sharp: 'InsertChartOutlinedSharp' });
    expect(grouped.get('InsertChart')).toEqual({ Filled: 'InsertChart', Outlined: 'InsertChartOutlined', Sharp: 'InsertChartSharp' });
  });

  it('groups icons without a Filled module under their stem', () => {
    const grouped = groupModules(['FaceUnlockOutlined', 'FaceUnlockSharp', 'WifiCalling1TwoTone']);
    expect(grouped.get('FaceUnlock')).toEqual({ Outlined: 'FaceUnlockOutlined', Sharp: 'FaceUnlockSharp' });
    expect(grouped.get('WifiCalling1')).toEqual({ TwoTone: 'WifiCalling1TwoTone' });
  });
});

describe('words', () => {
  it('splits names at capitals and digits', () => {
    expect(splitName('AccessAlarm')).toEqual(['access', 'alarm']);
    expect(splitName('Filter9Plus')).toEqual(['filter', '9', 'plus']);
    expect(splitName('ThreeDRotation')).toEqual(['three', 'd', 'rotation']);
    expect(splitName('AddAPhoto')).toEqual(['add', 'a', 'photo']);
  });

  it('adds the digits of a spelled-out number at the start of a name', () => {
    expect(iconWords('ThreeSixty')).toEqual(['three', 'sixty', '360']);
    expect(iconWords('TwentyFourMp')).toEqual(['twenty', 'four', 'mp', '24', '24mp']);
    expect(iconWords('TwentyZeroMp')).toEqual(['twenty', 'zero', 'mp', '20', '20mp']);
    expect(iconWords('ThreeDRotation')).toEqual(['three', 'd', 'rotation', '3', '3d']);
    expect(iconWords('EightK')).toEqual(['eight', 'k', '8', '8k']);
    expect(iconWords('AlarmOn')).toEqual(['alarm', 'on']);
  });
});
