// A declared list's filters (`ResourceDeclaration.filters`): kept in the address beside the
// list's page, search and ordering, so that a link or a reload opens the same view, and drawn as
// the inputs their declaration says.
import type { FilterDeclaration, FilterInput } from '@gestion/contract/resource';
import { Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type DeclaredFilters = Readonly<Record<string, FilterDeclaration>>;

/** The filters' values as the query string carries them, only those set (and well formed). */
export type FilterValues = Readonly<Record<string, string>>;

export type SetFilter = (name: string, value?: string) => void;

const BOOLEAN = [
  { value: 'true', label: 'Sí' },
  { value: 'false', label: 'No' },
];

/** A value its input could have given: an address typed by hand may hold anything. */
function accepted(input: FilterInput, value: string): boolean {
  if (value === '') return false;
  if (input === 'boolean') return value === 'true' || value === 'false';
  if (input === 'integer') return /^-?\d{1,15}$/.test(value);
  if (typeof input === 'object') return input.options.includes(value);
  return true;
}

/** The declared filters' values in `search`; what no input would give is left out. */
export function readFilters(search: URLSearchParams, filters: DeclaredFilters = {}): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, filter] of Object.entries(filters)) {
    const value = search.get(name)?.trim();
    if (value !== undefined && accepted(filter.input ?? 'text', value)) values[name] = value;
  }
  return values;
}

/**
 * The filters' values, read from the address, and their setter: another value is another list,
 * which starts at its first page (the list's `page` parameter is dropped).
 */
export function useFilters(filters: DeclaredFilters | undefined, pageParam = 'page'): [FilterValues, SetFilter] {
  const [params, setParams] = useSearchParams();
  const read = readFilters(params, filters);
  // One object while the values hold: it keys the list's query and memos.
  const signature = JSON.stringify(read);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `signature` is `read`'s content
  const values = useMemo<FilterValues>(() => read, [signature]);
  const set: SetFilter = (name, value) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      const text = value?.trim();
      if (text) next.set(name, text);
      else next.delete(name);
      next.delete(pageParam);
      return next;
    });
  return [values, set];
}

/** Typed text or a number: sent once written (Enter or leaving the input), not at every key. */
function TypedFilter({ label, integer, value, onChange }: { label: string; integer: boolean; value?: string; onChange(value?: string): void }) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // The address changed under the input (back, a link): it shows the address's value.
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const commit = () => {
    const next = text.trim();
    if (next === (value ?? '')) return;
    // A number's input refuses what is no whole number, as the server would.
    if (integer && next !== '' && !/^-?\d{1,15}$/.test(next)) return setText(value ?? '');
    onChange(next || undefined);
  };
  return (
    <Input
      aria-label={label}
      placeholder={label}
      allowClear
      inputMode={integer ? 'numeric' : undefined}
      style={{ width: integer ? 130 : 180 }}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        // Emptied (the clear button, or every character erased): the filter goes at once.
        if (e.target.value === '' && value !== undefined) onChange(undefined);
      }}
      onPressEnter={commit}
      onBlur={commit}
    />
  );
}

/** One input per declared filter, named by its label, showing and setting the address's values. */
export function FilterInputs({ filters, values, onChange }: { filters: DeclaredFilters; values: FilterValues; onChange: SetFilter }) {
  return (
    <>
      {Object.entries(filters).map(([name, filter]) => {
        const input = filter.input ?? 'text';
        if (input === 'text' || input === 'integer') {
          return <TypedFilter key={name} label={filter.label} integer={input === 'integer'} value={values[name]} onChange={(v) => onChange(name, v)} />;
        }
        const options = input === 'boolean' ? BOOLEAN : input.options.map((value) => ({ value, label: input.labels?.[value] ?? value }));
        return (
          <Select<string>
            key={name}
            aria-label={filter.label}
            placeholder={filter.label}
            allowClear
            style={{ minWidth: Math.max(130, 10 * Math.max(...options.map((o) => o.label.length)) + 60) }}
            options={options}
            value={values[name]}
            onChange={(v) => onChange(name, v)}
          />
        );
      })}
    </>
  );
}
