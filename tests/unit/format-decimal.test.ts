import { decimalDigits } from '../../shared/format/decimal';

/** What Intl prints for the same digits (en-US, no grouping), split like decimalDigits. */
function intl(value: number, minimum: number, maximum: number): string {
  return new Intl.NumberFormat('en-US', { useGrouping: false, minimumFractionDigits: minimum, maximumFractionDigits: maximum }).format(value);
}

function joined(value: number, minimum: number, maximum: number): string {
  const { negative, integer, fraction } = decimalDigits(value, minimum, maximum);
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** A fixed pseudo-random sequence (mulberry32), so a failure can be reproduced. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('decimalDigits', () => {
  it('rounds the shortest decimal half away from zero, as Intl does (not the binary value, as toFixed does)', () => {
    expect(joined(1.005, 0, 2)).toBe('1.01');
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(joined(1.45, 0, 1)).toBe('1.5');
    expect(joined(2.5, 0, 0)).toBe('3');
    expect(joined(-2.5, 0, 0)).toBe('-3');
    expect(joined(9.9995, 0, 3)).toBe('10');
    expect(joined(999.96, 1, 1)).toBe('1000.0');
  });

  it('handles exponents, tiny and huge numbers, and zeros', () => {
    expect(joined(5e-7, 0, 3)).toBe('0');
    expect(joined(5e-7, 0, 6)).toBe('0.000001');
    expect(joined(1e21, 0, 3)).toBe('1000000000000000000000');
    expect(joined(1.5e25, 2, 2)).toBe('15000000000000000000000000.00');
    expect(joined(0, 0, 3)).toBe('0');
    expect(joined(-0, 0, 3)).toBe('-0');
    expect(joined(0.0005, 0, 3)).toBe('0.001');
  });

  it('agrees with Intl on many numbers and digit options', () => {
    const next = random(20260101);
    const values = [0, 1, 7, 10, 99.5, 1000, 12345.678, -98765.4321, 1e15, 2 ** 53, 0.1 + 0.2, 1 / 3, 2 / 3];
    for (let i = 0; i < 3000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 30 - 10);
      const sign = next() < 0.2 ? -1 : 1;
      // Half of them end in a 5: the ties where the two roundings differ.
      values.push(sign * (next() < 0.5 ? Number(`${Math.floor(next() * 1e6)}.${Math.floor(next() * 1000)}5`) : next() * magnitude));
    }
    const mismatches: string[] = [];
    for (const value of values) {
      const minimum = Math.floor(next() * 4);
      const maximum = minimum + Math.floor(next() * 5);
      const expected = intl(value, minimum, maximum);
      if (joined(value, minimum, maximum) !== expected) mismatches.push(`${value} (${minimum}–${maximum}): ${joined(value, minimum, maximum)} ≠ ${expected}`);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it.each([NaN, Infinity, -Infinity])('throws a RangeError for %p', (value) => {
    expect(() => decimalDigits(value, 0, 3)).toThrow(RangeError);
  });
});
