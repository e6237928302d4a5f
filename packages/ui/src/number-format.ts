/**
 * A Spanish number format ('12.345', '1,2'), made on its first use rather than when its module is
 * evaluated. A page's first Intl object loads ICU's locale data: `new Intl.NumberFormat('es-ES')`
 * took 22-48 ms in a fresh tab of Chromium 156, unthrottled, and 16-17 ms of a revisit's main
 * thread sat in this package's evaluation, which every signed-in start runs before its first screen
 * draws, while the dashboard formats no number (`pnpm bench --line`'s repeat visit, CPU profile).
 */
export function spanishNumbers(options?: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('es-ES', options)).format(value);
}

/**
 * Loads ICU's Spanish data now, for an idle moment: the first screen that formats a number or a
 * date (a list's count, the price wizard's file summary) then does not pay for it in its own task.
 */
export function warmSpanishFormats(): void {
  new Intl.NumberFormat('es-ES').format(0);
}
