import { describe, expect, it } from 'vitest';
import { CHART_LAYOUT, paridadChartOption } from './paridad-chart-options';

describe('paridadChartOption', () => {
  const puntos = [
    { kardinal: 7, pares_cantidad: 2 },
    { kardinal: 8, pares_cantidad: 4 },
  ];

  it("draws one line series 'Pares' of pares_cantidad over the kardinales, with the spec's axis width", () => {
    const option = paridadChartOption(puntos, 'light');
    expect(option.xAxis.data).toEqual([7, 8]);
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ name: 'Pares', type: 'line', data: [2, 4] });
    expect(option.grid.left).toBe(CHART_LAYOUT.axisWidth);
    expect(CHART_LAYOUT).toEqual({ axisWidth: 60, margin: 5 });
  });

  it('uses light text on the dark theme', () => {
    expect(paridadChartOption(puntos, 'dark').xAxis.axisLabel.color).toBe('rgba(255, 255, 255, 0.85)');
    expect(paridadChartOption(puntos, 'light').xAxis.axisLabel.color).toBe('rgba(0, 0, 0, 0.75)');
  });
});
