// Building blocks of the areas' wire schemas. `Type` is TypeBox's, the package the server's type
// provider (@fastify/type-provider-typebox) re-exports: the schemas are the objects Fastify
// validates and serializes with, and their `Static` types are the contract's types.
import { Type } from 'typebox';
import type { TLiteral, TNull, TSchema, TUnion } from 'typebox';

/** Ids are PostgreSQL `integer`s: anything larger cannot name a row. */
export const MAX_ID = 2_147_483_647;
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** `schema` or null. */
export const Nullable = <T extends TSchema>(schema: T): TUnion<[T, TNull]> => Type.Union([schema, Type.Null()]);

/** One of `values` (an array of enums.ts), as a union of literals. */
export const OneOf = <const V extends readonly string[]>(values: V): TUnion<Literals<V>> =>
  Type.Union(values.map((v) => Type.Literal(v))) as TUnion<Literals<V>>;

/** The literal schemas of `V`'s values, as a tuple (a plain array's union would be `never`). */
type Literals<V extends readonly string[]> = { -readonly [K in keyof V]: TLiteral<V[K]> };

/** True when A and B are the same type: the check that holds a written-out type to its schema. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
