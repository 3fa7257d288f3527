import { fitChartLabel } from './chart-label';

describe('fitChartLabel', () => {
  it('keeps a label that fits', () => {
    expect(fitChartLabel('キャラクター収集', 100)).toBe('キャラクター収集');
    expect(fitChartLabel('PC browser', 100)).toBe('PC browser');
  });

  it('shortens a label wider than its room, ending it with an ellipsis that fits too', () => {
    const label = fitChartLabel('ストーリーをじっくり楽しむ', 100);
    expect(label).toBe('ストーリーをじ…');
    expect([...label].length * 12).toBeLessThanOrEqual(100);
  });

  it('counts Latin letters narrower than kana', () => {
    expect(fitChartLabel('Enjoy the story slowly', 100)).toBe('Enjoy the st…');
  });
});
