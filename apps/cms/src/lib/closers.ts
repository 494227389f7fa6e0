type Closer = () => Promise<void>;

const closers = new WeakMap<object, Closer[]>();

/** Resources that middlewares open (Redis clients) and that `destroy` in src/index.ts closes. */
export function closeOnDestroy(owner: object, close: Closer): void {
  const list = closers.get(owner) ?? [];
  list.push(close);
  closers.set(owner, list);
}

export async function closeAll(owner: object): Promise<void> {
  const list = closers.get(owner) ?? [];
  closers.delete(owner);
  await Promise.all(list.map((close) => close().catch(() => undefined)));
}
