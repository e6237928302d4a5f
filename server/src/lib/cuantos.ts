/** A count with its noun in Spanish: '1 producto', '12.345 precios' (es-ES digit groups). */
export const cuantos = (n: number, uno: string, varios: string): string => `${n.toLocaleString('es-ES')} ${n === 1 ? uno : varios}`;
