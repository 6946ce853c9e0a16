import { describe, expect, it } from 'vitest';
import { fieldOfDecline, formatExpiry, groupDigits, incompleteField } from './card-input.ts';

describe('card input', () => {
  it('groups the card number in fours and drops what is not a digit', () => {
    expect(groupDigits('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupDigits('4242-42')).toBe('4242 42');
  });

  it('puts the slash into the expiry as the digits come, and keeps a typed one', () => {
    expect(['1', '12', '123', '1230'].map(formatExpiry)).toEqual(['1', '12', '12/3', '12/30']);
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('12/')).toBe('12');
    expect(formatExpiry('123045')).toBe('12/30');
  });

  it('names the first field left incomplete', () => {
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(incompleteField(card)).toBeNull();
    expect(incompleteField({ ...card, cardNumber: '4242' })).toBe('cardNumber');
    expect(incompleteField({ ...card, expiry: '13/30' })).toBe('expiry');
    expect(incompleteField({ ...card, expiry: '12/3' })).toBe('expiry');
    expect(incompleteField({ ...card, cvc: '' })).toBe('cvc');
  });

  it('places a decline next to the field it is about', () => {
    expect(fieldOfDecline('incorrect_number')).toBe('cardNumber');
    expect(fieldOfDecline('invalid_expiry_year')).toBe('expiry');
    expect(fieldOfDecline('incorrect_cvc')).toBe('cvc');
    expect(fieldOfDecline('card_declined')).toBeNull();
    expect(fieldOfDecline(undefined)).toBeNull();
  });
});
