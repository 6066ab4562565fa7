import { serializeForScript } from '../../shared/serialize.js';

describe('serializeForScript', () => {
  test('no visitor text can close the script element or open a comment', () => {
    const out = serializeForScript({ q: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ q: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
  });

  test('evaluates to the same value as JavaScript', () => {
    const value = { a: [1, 'x<y', null], b: { c: true } };
    // eslint-disable-next-line no-new-func
    expect(new Function(`return ${serializeForScript(value)}`)()).toEqual(value);
  });

  test('undefined becomes null', () => expect(serializeForScript(undefined)).toBe('null'));
});
