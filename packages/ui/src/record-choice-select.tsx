import { errorMessage, listQueryOptions } from '@gestion/api';
import type { RecordChoice } from '@gestion/contract/resource';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';

type Choosable = { id: number | string } & Record<string, unknown>;

/** The list a choice reads, under one key per URL: every form that asks for it shares it. */
export const recordChoiceQueryOptions = (choice: RecordChoice) => listQueryOptions<Choosable>(['opciones', choice.url], choice.url);

/**
 * A reference chosen by name: the records `GET choice.url` answers, searched as typed, each shown
 * by its `label` field; the form holds the chosen record's id. The form item passes the value and
 * its change (and the label's id) through.
 */
export function RecordChoiceSelect({ choice, ...props }: { choice: RecordChoice } & Pick<SelectProps, 'id' | 'value' | 'onChange' | 'disabled'>) {
  const list = useQuery(recordChoiceQueryOptions(choice));
  const options = (list.data ?? []).map((row) => ({ value: row.id, label: String(row[choice.label] ?? row.id) }));
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isPending}
      status={list.isError ? 'error' : undefined}
      notFoundContent={list.isError ? errorMessage(list.error, 'No se pudo cargar la lista.') : undefined}
      options={options}
    />
  );
}
