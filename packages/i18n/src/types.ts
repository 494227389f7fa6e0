import type { es } from './es.js';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill: the Spanish dictionary, with its strings widened. */
export type Dictionary = Widen<typeof es>;
