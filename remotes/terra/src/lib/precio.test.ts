import { parsePrecio } from './precio';

describe('parsePrecio', () => {
  it.each([
    ['350', 350],
    ['350.5', 350.5],
    ['1.250,50', 1250.5],
    ['1,250.50', 1250.5],
    ['12,5', 12.5],
    ['1,250', 1250],
    ['RD$ 1.000.000', 1000000],
    ['-3', -3],
  ])('%s → %d', (text, value) => expect(parsePrecio(text)).toBe(value));
  it.each(['', 'abc', '12a', 'N/A'])('%s is not a number', (text) => expect(parsePrecio(text)).toBeNaN());
});
