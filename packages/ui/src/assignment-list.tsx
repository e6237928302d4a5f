import { withServerReason } from '@gestion/api';
import { Alert, Button, Card, Checkbox, Empty, Flex, Input, Skeleton, Tag, Typography, theme } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from './data-table';
import { toast } from './toast';

interface AssignmentListBase<T> {
  /** The whole set members are picked from; undefined while it loads. */
  items: readonly T[] | undefined;
  itemId(item: T): number;
  /** The item's name, also in the controls' accessible names ('Asignar auth.view_user'). */
  itemName(item: T): string;
  loading?: boolean;
  /** A text instead of the skeleton while loading. */
  loadingText?: string;
  /** A load error's text: shown instead of the list. */
  error?: string | false | null;
  emptyMessage: string;
}

/** Picks with checkboxes; the parent saves them all at once (the dialogs). */
export interface AssignmentChecksProps<T> extends AssignmentListBase<T> {
  mode: 'check';
  selected: readonly number[];
  onSelect(ids: number[]): void;
  /** A filter box over the names and descriptions. */
  filterPlaceholder?: string;
  describe?(item: T): string;
  /** 'N seleccionados' above the list. */
  showCount?: boolean;
}

/** 'Asignar'/'Quitar' per item, each applied at once (the pages). */
export interface AssignmentTogglesProps<T> extends AssignmentListBase<T> {
  mode: 'toggle';
  isAssigned(item: T): boolean;
  /** Applies one change; the list shows the button busy until it settles. */
  onToggle(item: T, assign: boolean): Promise<unknown>;
  toggleErrorText: string;
  toggleSuccessText?: string;
  /** With columns: a table with 'Asignado' (Sí/No) and 'Acción' added; without: a list with an 'Asignado' tag. */
  columns?: DataTableColumn<T>[];
  /** The accessible name of the list layout. */
  listLabel?: string;
}

export type AssignmentListProps<T> = AssignmentChecksProps<T> | AssignmentTogglesProps<T>;

/** The members of a set (a user's groups, a group's permissions): load states, then checks or toggles. */
export function AssignmentList<T>(props: AssignmentListProps<T>) {
  const { items, loading, loadingText, error, emptyMessage } = props;
  if (error) return <Alert type="error" showIcon title={error} />;
  if (loading || !items) return loadingText ? <Typography.Text>{loadingText}</Typography.Text> : <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  if (props.mode === 'check') return <AssignmentChecks {...props} items={items} />;
  if (props.columns) return <AssignmentTable {...props} items={items} columns={props.columns} />;
  if (items.length === 0) return <Empty description={emptyMessage} />;
  return <AssignmentRows {...props} items={items} />;
}

function AssignmentChecks<T>({ items, itemId, itemName, describe, selected, onSelect, filterPlaceholder, showCount, emptyMessage }: AssignmentChecksProps<T> & { items: readonly T[] }) {
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const term = filter.trim().toLowerCase();
    if (!term) return items;
    return items.filter((item) => [itemName(item), describe?.(item) ?? ''].some((text) => text.toLowerCase().includes(term)));
  }, [items, filter, itemName, describe]);
  const toggle = (id: number, checked: boolean) => onSelect(checked ? [...new Set([...selected, id])] : selected.filter((x) => x !== id));
  return (
    <>
      {filterPlaceholder && (
        <Input
          allowClear
          aria-label={filterPlaceholder}
          placeholder={filterPlaceholder}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          style={{ marginBottom: 12 }}
        />
      )}
      {showCount && <Typography.Text type="secondary">{selected.length} seleccionados</Typography.Text>}
      {visible.length === 0 ? (
        <Empty description={emptyMessage} />
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 6, maxHeight: '50vh', overflowY: 'auto', marginTop: 8 }}>
          {visible.map((item) => {
            const id = itemId(item);
            return (
              <Checkbox key={id} checked={selected.includes(id)} onChange={(e) => toggle(id, e.target.checked)}>
                <span>{itemName(item)}</span>
                {describe && (
                  <>
                    {' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {describe(item)}
                    </Typography.Text>
                  </>
                )}
              </Checkbox>
            );
          })}
        </div>
      )}
    </>
  );
}

/** The busy item and the Asignar/Quitar button, shared by the table and the list layouts. */
function useToggleButton<T>({ itemId, itemName, isAssigned, onToggle, toggleErrorText, toggleSuccessText }: AssignmentTogglesProps<T>) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const run = async (item: T) => {
    setBusyId(itemId(item));
    try {
      await onToggle(item, !isAssigned(item));
      if (toggleSuccessText) toast.success(toggleSuccessText);
    } catch (err) {
      toast.error(withServerReason(toggleErrorText, err));
    } finally {
      setBusyId(null);
    }
  };
  return (item: T): ReactNode => {
    const id = itemId(item);
    const has = isAssigned(item);
    return (
      <Button
        size="small"
        type={has ? 'default' : 'primary'}
        danger={has}
        loading={busyId === id}
        disabled={busyId !== null && busyId !== id}
        onClick={() => void run(item)}
        aria-label={`${has ? 'Quitar' : 'Asignar'} ${itemName(item)}`}
      >
        {has ? 'Quitar' : 'Asignar'}
      </Button>
    );
  };
}

function AssignmentTable<T>(props: AssignmentTogglesProps<T> & { items: readonly T[]; columns: DataTableColumn<T>[] }) {
  const button = useToggleButton(props);
  const { items, columns, isAssigned, itemId, emptyMessage, loading } = props;
  const all: DataTableColumn<T>[] = [
    ...columns,
    {
      key: 'asignado',
      title: 'Asignado',
      sortable: true,
      sortValue: (r) => (isAssigned(r) ? 1 : 0),
      searchValue: (r) => (isAssigned(r) ? 'Sí' : 'No'),
      render: (r) => (isAssigned(r) ? <Tag color="green">Sí</Tag> : <Tag>No</Tag>),
    },
    { key: 'accion', title: 'Acción', hideable: false, render: button },
  ];
  return <DataTable<T> data={[...items]} columns={all} rowKey={itemId} loading={loading} emptyMessage={emptyMessage} />;
}

function AssignmentRows<T>(props: AssignmentTogglesProps<T> & { items: readonly T[] }) {
  const button = useToggleButton(props);
  const { token } = theme.useToken();
  const { items, itemId, itemName, isAssigned, listLabel } = props;
  return (
    <Card styles={{ body: { padding: 0 } }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={listLabel}>
        {items.map((item, i) => (
          <li key={itemId(item)} style={{ padding: '12px 16px', borderTop: i === 0 ? undefined : `1px solid ${token.colorBorderSecondary}` }}>
            <Flex gap={8} align="center" justify="space-between" wrap>
              <Flex gap={8} align="center" wrap>
                <span>{itemName(item)}</span>
                {isAssigned(item) && <Tag color="green">Asignado</Tag>}
              </Flex>
              {button(item)}
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
