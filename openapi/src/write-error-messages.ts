// Writes the browser's English catalogue of error messages (packages/app-runtime/src/messages/errors.en.json) from the
// contract's `x-errors`, so each code's words are written once, in the contract; the other languages translate it.
import { writeFileSync } from 'node:fs';
import { contract } from './index.ts';

const { ErrorCode } = contract.components.schemas as {
  ErrorCode: { 'x-errors': Record<string, { status: number; message: string }> };
};
const catalogue = Object.fromEntries(
  Object.entries(ErrorCode['x-errors']).map(([code, { message }]) => [`errors.${code}`, message]),
);
writeFileSync(
  new URL('../../packages/app-runtime/src/messages/errors.en.json', import.meta.url),
  `${JSON.stringify(catalogue, null, 2)}\n`,
);
