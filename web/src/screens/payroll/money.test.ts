import { describe, expect, it } from 'vitest';
import { arithmeticOf, dollarsText, hoursOf, usdOf } from './money';

describe('payroll money', () => {
  it('shows cents as US dollars with cents and thousands separators', () => {
    expect(usdOf(13325)).toBe('$133.25');
    expect(usdOf(123456789)).toBe('$1,234,567.89');
    expect(usdOf(5)).toBe('$0.05');
    expect(usdOf(null)).toBe('—');
  });

  it('shows minutes as hours to two places', () => {
    expect(hoursOf(195)).toBe('3.25');
    expect(hoursOf(45)).toBe('0.75');
  });

  it('writes the arithmetic of a day', () => {
    expect(arithmeticOf(195, 4100, 13325)).toBe('3.25 h × $41.00 = $133.25');
    expect(arithmeticOf(60, null, 0)).toBe('1.00 h × no rate set = $0.00');
  });

  it('writes cents as a form value', () => {
    expect(dollarsText(4050)).toBe('40.50');
  });
});
