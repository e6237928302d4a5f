import { DownloadOutlined } from '@ant-design/icons';
import { http } from '@gestion/api';
import { sessionRejected, sessionStore } from '@gestion/session';
import { Button, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { spanishNumbers } from './number-format';
import { toast } from './toast';

export interface CsvExportProps {
  /** The list's URL ('/api/auth/users/'): the file is `<url>exportar/` (docs/server.md, «List exports»). */
  url: string;
  /** The list's own filters beside its search and ordering (`jornada_id`). */
  params?: Record<string, string | number | undefined>;
  search: string;
  ordering: string;
}

const number = spanishNumbers();
const megabytes = spanishNumbers({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '12.345 filas (1,2 MB)': what has arrived so far. */
export function exportProgressText(rows: number, bytes: number): string {
  return `${number(rows)} ${rows === 1 ? 'fila' : 'filas'} (${megabytes(bytes / 1_048_576)} MB)`;
}

/** The server's `detail`, or a sentence for an answer that has none. */
async function failureText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    if (typeof body.detail === 'string') return body.detail;
  } catch {
    /* not JSON */
  }
  return `No se pudo exportar (error ${response.status}).`;
}

/** The file name the server gave (Content-Disposition), or `exportacion.csv`. */
function fileNameOf(response: Response): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'exportacion.csv';
}

function save(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * 'Exportar CSV': the list's file with its current search and ordering. The session token goes in
 * the Authorization header, which a plain link cannot send, so the file is fetched as a stream:
 * the rows and bytes received so far are shown while it arrives (a million prices take seconds),
 * then it is saved. Leaving the screen cancels it (the server then stops reading the database).
 */
export function CsvExportButton({ url, params, search, ordering }: CsvExportProps) {
  const [progress, setProgress] = useState<{ rows: number; bytes: number } | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ rows: 0, bytes: 0 });
    try {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...params, search: search || undefined, ordering: ordering || undefined })) {
        if (value !== undefined && value !== '') query.set(key, String(value));
      }
      const { token } = sessionStore.getState();
      const base = http.defaults.baseURL ?? '';
      const response = await fetch(`${base}${url}exportar/${query.size ? `?${query}` : ''}`, {
        headers: token ? { Authorization: `JWT ${token}` } : {},
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        // As every other call: a refused session ends (the http client does the same).
        if (response.status === 401) sessionRejected();
        toast.error(await failureText(response));
        return;
      }
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let bytes = 0;
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        // Every row ends with CRLF (a quoted cell may hold a newline: a close count, not a parse).
        for (const byte of value) if (byte === 10) lines++;
        setProgress({ rows: Math.max(0, lines - 1), bytes });
      }
      save(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileNameOf(response));
      toast.success(`Exportación lista: ${exportProgressText(Math.max(0, lines - 1), bytes)}.`);
    } catch (err) {
      if (!controller.signal.aborted) toast.error(`No se pudo exportar: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void start()}>
        Exportar CSV
      </Button>
      {progress && (
        <Typography.Text type="secondary" role="status">
          Exportando… {exportProgressText(progress.rows, progress.bytes)}
        </Typography.Text>
      )}
    </>
  );
}
