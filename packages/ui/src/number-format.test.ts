import { afterEach, describe, expect, it, vi } from 'vitest';
import { spanishNumbers, warmSpanishFormats } from './number-format';

describe('spanishNumbers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats in Spanish, with the options given', () => {
    expect(spanishNumbers()(12345)).toBe('12.345');
    expect(spanishNumbers({ minimumFractionDigits: 1, maximumFractionDigits: 1 })(1.25)).toBe('1,3');
  });

  it('makes its Intl format on the first use, once', () => {
    const Real = Intl.NumberFormat;
    // A constructor: the spy's implementation must be one too, answering the real object.
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    } as typeof Real);
    const format = spanishNumbers();
    expect(made).not.toHaveBeenCalled();
    expect(format(1)).toBe('1');
    expect(format(2)).toBe('2');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('warms ICU with a Spanish format of its own', () => {
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    } as typeof Real);
    warmSpanishFormats();
    expect(made).toHaveBeenCalledWith('es-ES');
  });
});
