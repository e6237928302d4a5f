import { afterEach, describe, expect, it, vi } from 'vitest';
import { spanishNumbers, warmSpanishFormats } from './number-format';

/** Counts the Intl formats made, each still the real one (a constructor spied on must stay one). */
function spyOnFormats() {
  const Real = Intl.NumberFormat;
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
    return new Real(...args);
  } as typeof Real);
}

describe('spanishNumbers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats in Spanish, with the options given', () => {
    expect(spanishNumbers()(12345)).toBe('12.345');
    expect(spanishNumbers({ minimumFractionDigits: 1, maximumFractionDigits: 1 })(1.25)).toBe('1,3');
  });

  it('makes its Intl format on the first use, once', () => {
    const made = spyOnFormats();
    const format = spanishNumbers();
    expect(made).not.toHaveBeenCalled();
    expect(format(1)).toBe('1');
    expect(format(2)).toBe('2');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('warms ICU with a Spanish format of its own', () => {
    const made = spyOnFormats();
    warmSpanishFormats();
    expect(made).toHaveBeenCalledWith('es-ES');
  });
});
