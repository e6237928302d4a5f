import './wide-table.css';

/** The class of a table that scrolls sideways when wider than its place (wide-table.css), for antd's `scroll={{ x: 'max-content' }}`. */
export const WIDE_TABLE_CLASS = 'tabla-ancha';
