import { useEffect, useState } from 'react';
import type { CsvTable } from '../lib/csv-table';
import { loadRows, peekRows } from '../lib/rows-store';

/** The file's rows: at once when in memory, after a moment when read again from the file kept in IndexedDB; null if lost. */
export function useRows(): { rows: CsvTable | null; loading: boolean } {
  const [rows, setRows] = useState<CsvTable | null>(peekRows);
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
