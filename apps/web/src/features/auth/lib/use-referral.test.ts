import { describe, expect, it } from 'vitest';
import { referralFromParams } from './use-referral';

describe('referral links', () => {
  it('prefill the code and switch to Sign Up unless the flag says Sign In', () => {
    expect(referralFromParams(new URLSearchParams('ref=asha-7'))).toEqual({ code: 'ASHA-7', mode: 'signUp' });
    expect(referralFromParams(new URLSearchParams('ref=asha-7&mode=signin'))).toEqual({
      code: 'ASHA-7',
      mode: 'signIn',
    });
    expect(referralFromParams(new URLSearchParams('ref=%20'))).toBeNull();
    expect(referralFromParams(new URLSearchParams(''))).toBeNull();
  });
});
