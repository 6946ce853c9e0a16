import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify<string, Buffer, number, ScryptOptions, Buffer>(scrypt);

// scrypt with r=8, p=1 and N=2^cost (OWASP's floor is N=2^17: 128 MiB per hash), a 16-byte salt, a 32-byte key.
// Each hash records its parameters, so the cost can be raised later without locking anyone out.
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number) =>
  scryptAsync(password.normalize('NFKC'), salt, KEY_BYTES, {
    N: 2 ** cost,
    r: blockSize,
    p: parallelism,
    maxmem: 2 * 128 * 2 ** cost * blockSize * parallelism,
  });

export async function hashPassword(password: string, cost: number) {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`, and whether `stored` was made with a lower cost than today's. */
export async function verifyPassword(password: string, stored: string, cost: number) {
  const [scheme, storedCost, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) throw new Error('Unknown password hash format');
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(storedCost),
    Number(blockSize),
    Number(parallelism),
  );
  return { matches: timingSafeEqual(actual, expected), outdated: Number(storedCost) < cost };
}
