import type { PuntoParidad } from '@gestion/contract';

/** Spec section 9 "Chart layout defaults": the y axis' width and the margin around the plot. */
export const CHART_LAYOUT = { axisWidth: 60, margin: 5 } as const;

// Text and grid colours of each theme: echarts draws on a canvas, so the CSS theme does not reach it.
const COLORES = {
  light: { texto: 'rgba(0, 0, 0, 0.75)', linea: 'rgba(0, 0, 0, 0.15)', serie: '#1677ff' },
  dark: { texto: 'rgba(255, 255, 255, 0.85)', linea: 'rgba(255, 255, 255, 0.2)', serie: '#4096ff' },
} as const;

/** The echarts option of the parity chart: pares_cantidad (series 'Pares') against kardinal. */
export function paridadChartOption(puntos: readonly PuntoParidad[], tema: 'light' | 'dark') {
  const c = COLORES[tema];
  const { axisWidth, margin } = CHART_LAYOUT;
  const eje = { axisLabel: { color: c.texto }, axisLine: { lineStyle: { color: c.linea } }, splitLine: { lineStyle: { color: c.linea } }, nameTextStyle: { color: c.texto } };
  return {
    backgroundColor: 'transparent',
    textStyle: { color: c.texto },
    tooltip: { trigger: 'axis' as const },
    // The x axis' labels and name need a line of their own below the margin.
    grid: { left: axisWidth, right: margin + 20, top: margin + 25, bottom: margin + 40 },
    xAxis: { type: 'category' as const, name: 'Kardinal', nameLocation: 'middle' as const, nameGap: 28, data: puntos.map((p) => p.kardinal), ...eje },
    yAxis: { type: 'value' as const, name: 'Pares', minInterval: 1, ...eje },
    series: [{ name: 'Pares', type: 'line' as const, data: puntos.map((p) => p.pares_cantidad), showSymbol: puntos.length <= 60, itemStyle: { color: c.serie }, lineStyle: { color: c.serie } }],
  };
}
