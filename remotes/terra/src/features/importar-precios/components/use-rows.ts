import { useEffect, useState } from 'react';
import { loadRows, peekRows } from '../lib/rows-store';

/** The file's rows: at once when in memory, after a moment when read back from IndexedDB; null if lost. */
export function useRows(): { rows: string[][] | null; loading: boolean } {
  const [rows, setRows] = useState<string[][] | null>(peekRows);
  const [loading, setLoading] = useState(rows === null);
  useEffect(() => {
    if (rows) return;
    let live = true;
    void loadRows().then((found) => {
      if (!live) return;
      setRows(found);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [rows]);
  return { rows, loading };
}
