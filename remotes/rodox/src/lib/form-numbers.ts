/** The spec's numeric fields: an empty one counts as 0. */
export function numberOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** An empty context is sent as null (spec section 8). */
export function idOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
