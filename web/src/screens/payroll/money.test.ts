import { describe, expect, it } from 'vitest';
import { dollarsText, hoursOf, rateText, usdOf } from './money';

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

  it('names a missing rate', () => {
    expect(rateText(4100)).toBe('$41.00');
    expect(rateText(null)).toBe('No rate set');
  });

  it('writes cents as a form value', () => {
    expect(dollarsText(4050)).toBe('40.50');
  });
});
