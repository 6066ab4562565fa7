import { resolveForcedMode } from '../../client/platform/color-mode.js';
import { parseColorPreference } from '../../shared/theme.js';

describe('colour mode', () => {
  test('light and dark can be forced', () => {
    expect(resolveForcedMode('light')).toBe('light');
    expect(resolveForcedMode('dark')).toBe('dark');
    expect(resolveForcedMode(undefined)).toBeNull();
  });

  test('forcing system is refused with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveForcedMode('system')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('system'));
    warn.mockRestore();
  });

  test('preferences parse to light, dark or system', () => {
    expect(parseColorPreference('dark')).toBe('dark');
    expect(parseColorPreference('DARK')).toBe('system');
    expect(parseColorPreference(undefined)).toBe('system');
  });
});
