import { describe, expect, it } from 'vitest';
import { httpStatus, serverMessage } from './server-message.ts';

const declined = new Error('402: {"statusCode":402,"error":"Payment Required","message":"Your card was declined.","code":"card_declined"}');

describe('httpStatus', () => {
  it('reads the status of a failed call', () => {
    expect(httpStatus(declined)).toBe(402);
    expect(httpStatus(new Error('503: Service Unavailable'))).toBe(503);
  });

  it('is null for errors that are not failed calls', () => {
    expect(httpStatus(new TypeError('Failed to fetch'))).toBeNull();
    expect(httpStatus('402: nope')).toBeNull();
  });
});

describe('serverMessage', () => {
  it("reads the Error body's message", () => {
    expect(serverMessage(declined)).toBe('Your card was declined.');
  });

  it('is null when the body is not the Error shape', () => {
    expect(serverMessage(new Error('502: Bad Gateway'))).toBeNull();
    expect(serverMessage(new Error('409: {"message":""}'))).toBeNull();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
