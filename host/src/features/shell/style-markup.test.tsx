import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { Alert, Button, ConfigProvider, Descriptions, Progress, Table, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { styleElements } from './style-markup';

describe('styleElements', () => {
  it("reads antd's markup as the document's parser does", () => {
    const cache = createCache();
    render(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
          <Button type="primary">Guardar</Button>
          <Alert type="error" title="Falló" />
          <Descriptions items={[{ key: 'a', label: 'Archivo', children: 'x.csv' }]} />
          <Progress percent={40} />
          <Table dataSource={[]} columns={[{ title: 'Nombre', dataIndex: 'n' }]} />
        </ConfigProvider>
      </StyleProvider>,
    );
    const html = extractStyle(cache, { types: 'style' });
    const parsed = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
    const expected = [...parsed.querySelectorAll('style')].map((el) => [Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])), el.textContent]);
    expect(expected.length).toBeGreaterThan(10);
    expect(styleElements(html)).toEqual(expected);
  });
});
