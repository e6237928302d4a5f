import type { PuntoParidad } from '@gestion/contract';
import { useTheme } from '@gestion/session';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { paridadChartOption } from '../paridad-chart-options';

// Only what a line chart needs: the whole echarts bundle is several times larger.
echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export function ParidadChart({ puntos }: { puntos: readonly PuntoParidad[] }) {
  const { theme } = useTheme();
  return (
    <div role="img" aria-label="Gráfico de pares por kardinal">
      <ReactEChartsCore echarts={echarts} option={paridadChartOption(puntos, theme)} notMerge style={{ height: 360, width: '100%' }} />
    </div>
  );
}
