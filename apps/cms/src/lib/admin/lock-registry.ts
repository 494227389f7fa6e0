import type { SharedRedis } from '@brilla/rate-limit';

/** What a lockout holds: a client address, an e-mail, or one trusted browser of an e-mail. */
export type LockKind = 'ip' | 'email' | 'device';

export type SignInLock = {
  /** `<kind>:<key>`: what the admin's "Desbloquear" sends back. */
  id: string;
  kind: LockKind;
  /** The counter's key (an address, a hash of the e-mail, a browser's id). */
  key: string;
  /** What staff recognise: the address, or the e-mail (for a browser, its owner's). */
  subject: string;
  /** When it ends, in milliseconds since the epoch. */
  until: number;
};

type Registry = {
  add: (lock: Omit<SignInLock, 'id'>) => Promise<void>;
  /** The lockouts not yet over, the latest to end first; forgets the others. */
  list: () => Promise<SignInLock[]>;
  remove: (kind: LockKind, key: string) => Promise<void>;
};

/** Redis hash of the lockouts in force (field: the id), shared by every replica. */
const HASH = 'admin-login-locks';
/** Longest subject kept (an e-mail has at most 254 characters). */
const SUBJECT_MAX = 254;

const idOf = (kind: LockKind, key: string) => `${kind}:${key}`;

function parse(text: string): SignInLock | null {
  try {
    const lock = JSON.parse(text) as SignInLock;
    // Stryker disable BlockStatement: an emptied catch (below) answers undefined, which the one caller reads as null ("no lock").
    return typeof lock.until === 'number' && typeof lock.subject === 'string' ? lock : null;
  } catch {
    // Stryker restore BlockStatement
    return null;
  }
}

/**
 * The list of lockouts staff can see and lift. rate-limiter-flexible keeps counters, not a list,
 * and an e-mail's counter is keyed by a hash; so each lockout is also written here with what
 * staff recognise, for as long as it lasts: in Redis (a hash, every replica) or in this process.
 * The counters stay the truth: a lockout missing here (Redis down at that moment) still holds.
 */
export function createLockRegistry(redis: SharedRedis | null): Registry {
  const memory = new Map<string, SignInLock>();

  const current = (locks: SignInLock[], now: number) =>
    locks.filter((lock) => lock.until > now).sort((a, b) => b.until - a.until);

  if (!redis) {
    return {
      async add(lock) {
        const id = idOf(lock.kind, lock.key);
        memory.set(id, { ...lock, id, subject: lock.subject.slice(0, SUBJECT_MAX) });
      },
      async list() {
        const now = Date.now();
        // Stryker disable next-line ConditionalExpression,EqualityOperator,CallExpression: `current` leaves ended lockouts out anyway; forgetting them only frees memory, which nothing outside sees.
        for (const [id, lock] of memory) if (lock.until <= now) memory.delete(id);
        return current([...memory.values()], now);
      },
      async remove(kind, key) {
        memory.delete(idOf(kind, key));
      },
    };
  }
  const { client } = redis;
  return {
    async add(lock) {
      const id = idOf(lock.kind, lock.key);
      const entry = { ...lock, id, subject: lock.subject.slice(0, SUBJECT_MAX) };
      await client.hset(HASH, id, JSON.stringify(entry));
    },
    async list() {
      const now = Date.now();
      const locks = Object.values(await client.hgetall(HASH)).flatMap((text) => {
        const lock = parse(text);
        // Stryker disable next-line ArrayDeclaration: a string in place of an unreadable entry has no `until`, so `current` leaves it out just the same.
        return lock ? [lock] : [];
      });
      const over = locks.filter((lock) => lock.until <= now).map((lock) => lock.id);
      if (over.length > 0) await client.hdel(HASH, ...over);
      return current(locks, now);
    },
    async remove(kind, key) {
      await client.hdel(HASH, idOf(kind, key));
    },
  };
}
